import type { Db } from "../../../db/client";
import { readModelSpread } from "../../2-stores/forecasts/models";
import type { ModelSample } from "../../1-domain/verdict/confidence";
import type { ModelSamples } from "../../1-domain/verdict/spot-hours";
import { toKnots } from "../../1-domain/wind/knots";

/** The stored models' mean wind (kn, as shown) and direction per hour of a spot: the verdict's confidence reads them. */
export async function modelSamples(db: Db, spotId: number, now: Date): Promise<ModelSamples> {
  const byTime = new Map<number, ModelSample[]>();
  for (const row of await readModelSpread(db, spotId, now)) {
    const time = row.forecastDate.getTime();
    const sample = { windKn: toKnots(row.windSpeed), directionDeg: row.windDirection };
    const list = byTime.get(time);
    if (list) list.push(sample);
    else byTime.set(time, [sample]);
  }
  return { byTime, nowMs: now.getTime() };
}
