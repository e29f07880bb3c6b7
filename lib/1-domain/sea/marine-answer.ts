import { z } from "zod";
import { localIsoToUtc } from "../weather/local-time";
import { WeatherProviderError } from "../weather/errors";
import type { SeaHour } from "./types";

/*
 * The part of Open-Meteo's Marine API answer (/v1/marine, https://open-meteo.com/en/docs/marine-weather-api) that
 * we read: the same shape as the forecast's (lib/1-domain/weather/open-meteo-schema.ts), one array per hourly
 * variable aligned on `hourly.time`, local wall-clock times with one `utc_offset_seconds`. A point the wave model
 * does not cover (on land, a closed bay) answers every value null; past a variable's horizon its values are null.
 */
export const MARINE_VARIABLES = [
  "wave_height",
  "wave_period",
  "wave_direction",
  "swell_wave_height",
  "swell_wave_period",
  "sea_surface_temperature",
] as const;
export type MarineVariable = (typeof MARINE_VARIABLES)[number];

const VALUE: Record<MarineVariable, z.ZodNumber> = {
  wave_height: z.number().min(0).max(40),
  wave_period: z.number().min(0).max(40),
  wave_direction: z.number().min(0).max(360),
  swell_wave_height: z.number().min(0).max(40),
  swell_wave_period: z.number().min(0).max(40),
  sea_surface_temperature: z.number().min(-3).max(40),
};

const FIELD: Record<MarineVariable, keyof Omit<SeaHour, "forecastDate">> = {
  wave_height: "waveHeightM",
  wave_period: "wavePeriodS",
  wave_direction: "waveDirection",
  swell_wave_height: "swellHeightM",
  swell_wave_period: "swellPeriodS",
  sea_surface_temperature: "seaTemperatureC",
};

const MarineAnswerSchema = z.object({
  utc_offset_seconds: z.number().int().min(-18 * 3600).max(18 * 3600),
  hourly: z
    .object({
      time: z.array(z.string()),
      ...Object.fromEntries(MARINE_VARIABLES.map((v) => [v, z.array(VALUE[v].nullable())])),
    })
    .superRefine((columns, ctx) => {
      const length = columns.time.length;
      for (const [key, column] of Object.entries(columns)) {
        if (Array.isArray(column) && column.length !== length) {
          ctx.addIssue({ code: "custom", path: [key], message: `has ${column.length} values for ${length} times` });
        }
      }
    }),
});

const round = (n: number | null, digits: number) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * The hours of a Marine API answer with real UTC instants. Hours with no value at all after the last one that
 * has any are past every horizon and dropped; an answer with no value anywhere (a point the wave model does not
 * cover) is [] — nothing to show, never zeros. Throws WeatherProviderError "malformed" on any other shape.
 */
export function parseMarineAnswer(body: unknown): SeaHour[] {
  const parsed = MarineAnswerSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WeatherProviderError("malformed", `Unexpected Open-Meteo Marine body at ${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
  }
  const { hourly, utc_offset_seconds: offset } = parsed.data;
  const column = (v: MarineVariable) => (hourly as unknown as Record<MarineVariable, (number | null)[]>)[v];
  const hours: SeaHour[] = [];
  let lastWithValue = -1;
  let previous = -Infinity;
  for (let i = 0; i < hourly.time.length; i++) {
    const forecastDate = localIsoToUtc(hourly.time[i]!, offset);
    if (!forecastDate || forecastDate.getTime() <= previous) {
      throw new WeatherProviderError("malformed", `Unexpected Open-Meteo Marine time at hourly.time.${i}`);
    }
    previous = forecastDate.getTime();
    const hour: SeaHour = { forecastDate, waveHeightM: null, wavePeriodS: null, waveDirection: null, swellHeightM: null, swellPeriodS: null, seaTemperatureC: null };
    for (const v of MARINE_VARIABLES) {
      const value = column(v)[i] ?? null;
      hour[FIELD[v]] = round(value, v === "wave_direction" ? 0 : 1);
      if (value !== null) lastWithValue = i;
    }
    hours.push(hour);
  }
  return hours.slice(0, lastWithValue + 1);
}
