import { z } from "zod";
import { WeatherProviderError } from "./errors";
import { localIsoToUtc } from "./local-time";

/*
 * The part of Open-Meteo's Historical Weather API answer (/v1/archive, open-meteo.com/en/docs/historical-weather-api)
 * that we read: the forecast's shape, one array per hourly variable aligned on `hourly.time`, asked in GMT and in
 * m/s. The archive lags a few days behind today; a value it does not have is null.
 */
export const HISTORY_VARIABLES = ["wind_speed_10m", "wind_gusts_10m", "wind_direction_10m"] as const;

const column = (max: number) => z.array(z.number().min(0).max(max).nullable());

const HistoricalAnswerSchema = z.object({
  utc_offset_seconds: z.literal(0),
  hourly: z
    .object({
      time: z.array(z.string()).min(1),
      wind_speed_10m: column(100),
      wind_gusts_10m: column(150),
      wind_direction_10m: column(360),
    })
    .refine((h) => h.wind_speed_10m.length === h.time.length && h.wind_gusts_10m.length === h.time.length && h.wind_direction_10m.length === h.time.length, {
      message: "columns of unequal length",
    }),
});

/** A span of hourly wind, hour i at `start` + i hours: m/s, m/s, degrees (from), null where the archive has none. */
export type HistoryHours = { start: Date; speeds: (number | null)[]; gusts: (number | null)[]; directions: (number | null)[] };

const HOUR_MS = 3_600_000;

/** The answer's hours; WeatherProviderError when it is not the documented shape or its hours are not consecutive. */
export function parseHistoricalAnswer(body: unknown): HistoryHours {
  const parsed = HistoricalAnswerSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WeatherProviderError("malformed", `Unexpected Open-Meteo archive body at ${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
  }
  const { time, wind_speed_10m, wind_gusts_10m, wind_direction_10m } = parsed.data.hourly;
  const start = localIsoToUtc(time[0]!, 0);
  const last = localIsoToUtc(time.at(-1)!, 0);
  if (!start || !last || last.getTime() - start.getTime() !== (time.length - 1) * HOUR_MS) {
    throw new WeatherProviderError("malformed", `Open-Meteo archive hours are not consecutive (${time[0]} … ${time.at(-1)}, ${time.length} values)`);
  }
  return { start, speeds: wind_speed_10m, gusts: wind_gusts_10m, directions: wind_direction_10m };
}
