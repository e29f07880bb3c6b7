import type { Db } from "../../../db/client";
import { readModelSpread } from "../../2-stores/forecasts/models";
import type { ModelId } from "../../1-domain/weather/model-ids";
import type { ModelSample } from "../../1-domain/verdict/confidence";
import type { ModelSamples } from "../../1-domain/verdict/spot-hours";
import { toKnots } from "../../1-domain/wind/knots";
import { NO_CORRECTIONS, type SpotCorrections } from "../../2-stores/correction/corrections";
import { correctEachModel } from "../correction/read";

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
 * `shown`: one model's hours from today on that the caller has already read (a page's, corrected already), not read
 * again. Each model's hours are read as the rider would see them: corrected by its own correction where it applies.
 */
export async function modelSamples(
  db: Db,
  spotId: number,
  now: Date,
  shown?: { model: ModelId; hours: readonly ModelHour[] },
  corrections: SpotCorrections = NO_CORRECTIONS(null),
): Promise<ModelSamples> {
  const spread = (await readModelSpread(db, spotId, now, shown?.model)).map((row) => ({ ...row, windGust: null }));
  return samplesOf([...correctEachModel(spread, corrections), ...(shown?.hours ?? [])], now.getTime());
}
