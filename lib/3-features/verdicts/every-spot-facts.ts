import type { Db } from "../../../db/client";
import { waveHeightsByHour } from "../../1-domain/sea/types";
import type { SpotKnowledge, TideLimits } from "../../1-domain/spots/knowledge-types";
import type { HourFacts } from "../../1-domain/verdict/hour";
import { NO_TIDE, spotHourFacts } from "../../1-domain/verdict/spot-hours";
import { heightsFromExtremes, type TideExtreme } from "../../1-domain/verdict/tide-heights";
import type { ForecastHour } from "../../1-domain/verdict/types";
import { everySpotModelSpread } from "../../2-stores/forecasts/models";
import { everySpotWindHours } from "../../2-stores/forecasts/weather";
import { everySpotWaveHeights } from "../../2-stores/sea/sea";
import { everySpotToRank } from "../../2-stores/spots/knowledge";
import { tidesAround } from "../../2-stores/tides/tides";
import { samplesOf } from "./model-samples";
import { correctEachModel, correctModelHours, everyCurrentCorrection } from "../correction/read";
import { NO_CORRECTIONS } from "../../2-stores/correction/corrections";
import { BLEND } from "../../1-domain/weather/model-ids";

/*
 * The rider-independent facts of every spot's stored hours in a span, in a handful of queries whatever the number
 * of spots: the spots, their forecast hours, the stored tides of the spots whose limits need them, the waves, and
 * (for the confidence) the individual models. What the map's verdicts of the day (./today.ts) and « Où naviguer »
 * (lib/3-features/where) judge for each rider. It reads what is stored and never asks a provider.
 */
export type SpotFactsRow = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  hydrographicSource: string;
  /** null: no « fiche de navigabilité » yet (no verdict can be given). */
  knowledge: SpotKnowledge | null;
  facts: HourFacts[];
};

export const needsTide = (tide: TideLimits) => tide.minHeightM !== null || tide.maxHeightM !== null;
/** Same rule as lib/2-stores/spots/knowledge.ts: a spot with neither sources nor rideable sector has no sheet yet. */
export const hasKnowledge = (k: Pick<SpotKnowledge, "sources" | "rideableSectors">) => k.sources.length > 0 || k.rideableSectors.length > 0;

export function groupBySpot<T extends { spotId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.spotId);
    if (list) list.push(row);
    else out.set(row.spotId, [row]);
  }
  return out;
}

export type EverySpotOptions = {
  /** Read the individual models for the confidence, lead times counted from `now` (the map's day does without). */
  models?: boolean;
  now?: Date;
};

export async function everySpotFacts(db: Db, from: Date, until: Date, options: EverySpotOptions = {}): Promise<SpotFactsRow[]> {
  const [rows, hours, waves, models, corrections] = await Promise.all([
    everySpotToRank(db),
    everySpotWindHours(db, from, until),
    everySpotWaveHeights(db, from, until),
    options.models ? everySpotModelSpread(db, from, until) : [],
    everyCurrentCorrection(db),
  ]);
  const hoursBySpot = groupBySpot<ForecastHour & { spotId: number }>(hours);
  const tideIds = rows.filter((r) => hoursBySpot.has(r.id) && hasKnowledge(r) && needsTide(r.tide)).map((r) => r.id);
  const tidesBySpot = groupBySpot<TideExtreme & { spotId: number }>(tideIds.length ? await tidesAround(db, tideIds, from, until) : []);
  const wavesBySpot = groupBySpot(waves);
  const modelsBySpot = groupBySpot(models);
  const nowMs = (options.now ?? new Date()).getTime();
  return rows.map(({ id, name, latitude, longitude, hydrographicSource, ...columns }) => {
    const place = { id, name, latitude, longitude, hydrographicSource };
    if (!hasKnowledge(columns)) return { ...place, knowledge: null, facts: [] };
    const knowledge: SpotKnowledge = { ...columns, seasonalBan: columns.seasonalBan ?? null };
    const extremes = tidesBySpot.get(id);
    // The wind as it blows here: each forecast corrected by the spot's station where that beat the raw model.
    const spotCorrections = corrections.get(id) ?? NO_CORRECTIONS(null);
    const shown = correctModelHours(hoursBySpot.get(id) ?? [], BLEND, spotCorrections);
    const facts = spotHourFacts(
      { latitude, longitude, knowledge },
      shown.hours,
      extremes ? heightsFromExtremes(extremes) : NO_TIDE,
      waveHeightsByHour(wavesBySpot.get(id) ?? []),
      options.models ? samplesOf(correctEachModel((modelsBySpot.get(id) ?? []).map((h) => ({ ...h, windGust: null })), spotCorrections), nowMs) : undefined,
      shown.maeKn,
    );
    return { ...place, knowledge, facts };
  });
}
