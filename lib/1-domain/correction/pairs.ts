import type { ForecastDayHours, StationDayHours } from "../../../db/column-types";
import { blockOfHour, parisHourAndDay, sectorOf } from "./strata";

/*
 * A forecast hour beside what the station measured: the model's value at the instant H against the station's
 * mean over the hour starting at H (as the models' skill compares them, docs/decisions/0011-weather-models.md).
 */
export type { ForecastDayHours, StationDayHours };

export type PairHour = {
  /** The forecast's instant, epoch ms (UTC, a whole hour). */
  at: number;
  /** Its Paris calendar day, "yyyy-MM-dd": back-tests hold out whole days. */
  day: string;
  block: number;
  sector: number;
  forecastKn: number;
  forecastGustKn: number | null;
  forecastDirDeg: number;
  measuredKn: number;
  measuredGustKn: number | null;
  measuredDirDeg: number | null;
};

/** A model's forecast of one UTC day ("yyyy-MM-dd"), hour by hour. */
export type ForecastDay = { model: string; day: string; hours: ForecastDayHours };
/** A station's measured means of one UTC day, hour by hour. */
export type StationDay = { day: string; hours: StationDayHours };

const HOUR_MS = 3_600_000;
const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Every hour with both a forecast and a measurement, by model, in time order. */
export function pairDays(forecasts: readonly ForecastDay[], stations: readonly StationDay[]): Map<string, PairHour[]> {
  const measured = new Map(stations.map((s) => [s.day, s.hours]));
  const byModel = new Map<string, PairHour[]>();
  for (const f of forecasts) {
    const station = measured.get(f.day);
    if (!station) continue;
    const start = dayStartMs(f.day);
    const list = byModel.get(f.model) ?? [];
    byModel.set(f.model, list);
    for (let h = 0; h < 24; h++) {
      const forecast = f.hours[h];
      const actual = station[h];
      if (!forecast || !actual) continue;
      const at = start + h * HOUR_MS;
      const { hour, day } = parisHourAndDay(at);
      list.push({
        at,
        day,
        block: blockOfHour(hour),
        sector: sectorOf(forecast[2]),
        forecastKn: forecast[0],
        forecastGustKn: forecast[1],
        forecastDirDeg: forecast[2],
        measuredKn: actual[0],
        measuredGustKn: actual[1],
        measuredDirDeg: actual[2],
      });
    }
  }
  for (const list of byModel.values()) list.sort((a, b) => a.at - b.at);
  return byModel;
}

/** Hours (epoch ms, whole UTC hours) grouped into UTC days of 24 slots: how the history is stored. */
export function toDays<T>(hours: readonly { at: number; values: T }[]): Map<string, (T | null)[]> {
  const days = new Map<string, (T | null)[]>();
  for (const { at, values } of hours) {
    if (at % HOUR_MS !== 0) continue;
    const day = new Date(at).toISOString().slice(0, 10);
    const slots = days.get(day) ?? new Array<T | null>(24).fill(null);
    days.set(day, slots);
    slots[new Date(at).getUTCHours()] = values;
  }
  return days;
}
