import type { Db } from "../../../db/client";
import { readModelSpread } from "../../2-stores/forecasts/models";
import type { ModelId } from "../../1-domain/weather/model-ids";
import type { ModelSample } from "../../1-domain/verdict/confidence";
import type { ModelSamples } from "../../1-domain/verdict/spot-hours";
import { toKnots } from "../../1-domain/wind/knots";
import type { SpotCorrections } from "../../2-stores/correction/corrections";
import { correctEachModel } from "../correction/read";

type ModelHour = { forecastDate: Date; windSpeed: number; windDirection: number };

const NO_SPOT_CORRECTIONS: SpotCorrections = { stationId: null, computedAt: null, byModel: new Map() };

/**
 * The stored models' mean wind (kn, as shown) and direction per hour of a spot: the verdict's confidence reads them.
 * `shown`: one model's hours from today on that the caller has already read (a page's, corrected already), not read
 * again. Each model's hours are read as the rider would see them: corrected by its own correction where it applies.
 */
export async function modelSamples(
  db: Db,
  spotId: number,
  now: Date,
  shown?: { model: ModelId; hours: readonly ModelHour[] },
  corrections: SpotCorrections = NO_SPOT_CORRECTIONS,
): Promise<ModelSamples> {
  const byTime = new Map<number, ModelSample[]>();
  const add = (row: ModelHour) => {
    const time = row.forecastDate.getTime();
    const sample = { windKn: toKnots(row.windSpeed), directionDeg: row.windDirection };
    const list = byTime.get(time);
    if (list) list.push(sample);
    else byTime.set(time, [sample]);
  };
  const spread = (await readModelSpread(db, spotId, now, shown?.model)).map((row) => ({ ...row, windGust: null }));
  for (const row of correctEachModel(spread, corrections)) add(row);
  for (const row of shown?.hours ?? []) add(row);
  return { byTime, nowMs: now.getTime() };
}
