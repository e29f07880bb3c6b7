import type { Db } from "../../../db/client";
import { waveHeightsByHour } from "../../1-domain/sea/types";
import { addParisDays, parisDayKey, parisDayStart } from "../../0-base/time";
import { perOwnerAndTtl } from "../../0-base/ttl-cache";
import { everySpotKnowledge } from "../../2-stores/spots/knowledge";
import { tidesAround } from "../../2-stores/tides/tides";
import { everySpotWindHours } from "../../2-stores/forecasts/weather";
import { everySpotWaveHeights } from "../../2-stores/sea/sea";
import type { SpotKnowledge, TideLimits } from "../../1-domain/spots/knowledge-types";
import { bestVerdictByDay } from "../../1-domain/verdict/days";
import { FACTS_TTL_MS } from "./facts-cache";
import type { HourFacts } from "../../1-domain/verdict/hour";
import { getPreferences } from "../../2-stores/users/preferences";
import { judgeSpotHours, NO_TIDE, spotHourFacts } from "../../1-domain/verdict/spot-hours";
import { heightsFromExtremes, type TideExtreme } from "../../1-domain/verdict/tide-heights";
import type { ForecastHour, Verdict } from "../../1-domain/verdict/types";

/*
 * The map of the spots (issue 14): today's best verdict of every spot for one rider, as the home grid's
 * « aujourd'hui » column gives it for a favourite (the best hour of the Paris day, night hours included and
 * judged « Non navigable »). Three queries for the whole of France, whatever the number of spots: the spots'
 * knowledge, today's forecast hours, and the stored tides of the spots whose limits need them. Like the home
 * grid, it reads what is stored and never asks the provider: a spot without today's forecast is `null`.
 *
 * The rider-independent part (each spot's hour facts) is kept per process and Paris day as long as a spot's
 * facts are (FACTS_TTL_MS, lib/3-features/verdicts/facts-cache.ts): riders opening the map together share one computation,
 * then each costs one preferences lookup and a few thousand comparisons; a new forecast shows a few seconds later.
 */
export const TODAY_FACTS_TTL_MS = FACTS_TTL_MS;

/** Spot id (as a JSON key) → today's best verdict for the rider; `null` without knowledge or forecast for today. */
export type TodayVerdicts = Record<string, Verdict | null>;

type SpotToday = { spotId: number; knowledge: SpotKnowledge | null; facts: HourFacts[] };
type TodayFacts = { day: string; spots: SpotToday[] };
/** Per database client, keyed by the Paris day: yesterday's facts are never served after midnight. */
const caches = perOwnerAndTtl<Db, string, Promise<TodayFacts>>(2);

const needsTide = (tide: TideLimits) => tide.minHeightM !== null || tide.maxHeightM !== null;
/** Same rule as lib/2-stores/spots/knowledge.ts: a spot with neither sources nor rideable sector has no sheet yet. */
const hasKnowledge = (k: Pick<SpotKnowledge, "sources" | "rideableSectors">) => k.sources.length > 0 || k.rideableSectors.length > 0;

function groupBy<T extends { spotId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.spotId);
    if (list) list.push(row);
    else out.set(row.spotId, [row]);
  }
  return out;
}

async function computeTodayFacts(db: Db, now: Date): Promise<TodayFacts> {
  const start = parisDayStart(now);
  const end = addParisDays(start, 1);
  const [rows, hours] = await Promise.all([everySpotKnowledge(db), everySpotWindHours(db, start, end)]);
  const hoursBySpot = groupBy<ForecastHour & { spotId: number }>(hours);

  const tideIds = rows.filter((r) => hoursBySpot.has(r.id) && hasKnowledge(r) && needsTide(r.tide)).map((r) => r.id);
  const tides = tideIds.length ? await tidesAround(db, tideIds, start, end) : [];
  const tidesBySpot = groupBy<TideExtreme & { spotId: number }>(tides);
  // The sea's rule, as on the forecast page (only sea spots have rows).
  const waves = await everySpotWaveHeights(db, start, end);
  const wavesBySpot = groupBy(waves);

  return {
    day: parisDayKey(now),
    spots: rows.map(({ id, latitude, longitude, ...columns }) => {
      if (!hasKnowledge(columns)) return { spotId: id, knowledge: null, facts: [] };
      const knowledge: SpotKnowledge = { ...columns, seasonalBan: columns.seasonalBan ?? null };
      const extremes = tidesBySpot.get(id);
      const heightAt = extremes ? heightsFromExtremes(extremes) : NO_TIDE;
      const waveAt = waveHeightsByHour(wavesBySpot.get(id) ?? []);
      return { spotId: id, knowledge, facts: spotHourFacts({ latitude, longitude, knowledge }, hoursBySpot.get(id) ?? [], heightAt, waveAt) };
    }),
  };
}

/** The cached facts of today, or new ones; concurrent callers share one computation; a failure is not kept. */
function todayFacts(db: Db, now: Date, ttlMs: number): Promise<TodayFacts> {
  if (ttlMs <= 0) return computeTodayFacts(db, now);
  return caches(db, ttlMs).get(parisDayKey(now), () => computeTodayFacts(db, now), now.getTime());
}

export type TodayDeps = { now?: () => Date; factsTtlMs?: number };

/** GET /api/spots/verdicts/today: every spot's best verdict of the Paris day for this rider. */
export async function todayVerdicts(db: Db, userId: number, deps: TodayDeps = {}): Promise<TodayVerdicts> {
  const now = deps.now?.() ?? new Date();
  const [today, prefs] = await Promise.all([todayFacts(db, now, deps.factsTtlMs ?? TODAY_FACTS_TTL_MS), getPreferences(db, userId)]);
  const out: TodayVerdicts = {};
  for (const spot of today.spots) {
    out[spot.spotId] =
      spot.knowledge && spot.facts.length ? (bestVerdictByDay(judgeSpotHours(spot.facts, spot.knowledge, prefs))[0]?.[1] ?? null) : null;
  }
  return out;
}
