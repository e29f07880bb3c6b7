import type { Db } from "../../../db/client";
import { readModelSpread } from "../../2-stores/forecasts/models";
import type { ModelId } from "../../1-domain/weather/model-ids";
import type { ModelSample } from "../../1-domain/verdict/confidence";
import type { ModelSamples } from "../../1-domain/verdict/spot-hours";
import { toKnots } from "../../1-domain/wind/knots";

type ModelHour = { forecastDate: Date; windSpeed: number; windDirection: number };

/** The samples of rows already read (one spot's), by hour, lead times counted from `nowMs`. */
export function samplesOf(rows: Iterable<ModelHour>, nowMs: number): ModelSamples {
  const byTime = new Map<number, ModelSample[]>();
  for (const row of rows) {
    const time = row.forecastDate.getTime();
    const sample = { windKn: toKnots(row.windSpeed), directionDeg: row.windDirection };
    const list = byTime.get(time);
    if (list) list.push(sample);
    else byTime.set(time, [sample]);
  }
  return { byTime, nowMs };
}

/**
 * The stored models' mean wind (kn, as shown) and direction per hour of a spot: the verdict's confidence reads them.
 * `shown`: one model's hours from today on that the caller has already read (a page's), not read again.
 */
export async function modelSamples(db: Db, spotId: number, now: Date, shown?: { model: ModelId; hours: readonly ModelHour[] }): Promise<ModelSamples> {
  const rows = await readModelSpread(db, spotId, now, shown?.model);
  return samplesOf([...rows, ...(shown?.hours ?? [])], now.getTime());
}
