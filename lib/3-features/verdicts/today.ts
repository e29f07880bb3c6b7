import type { Db } from "../../../db/client";
import { addParisDays, parisDayKey, parisDayStart } from "../../0-base/time";
import { perOwnerAndTtl } from "../../0-base/ttl-cache";
import { bestVerdictByDay } from "../../1-domain/verdict/days";
import { FACTS_TTL_MS } from "./facts-cache";
import { getPreferences } from "../../2-stores/users/preferences";
import { judgeSpotHours } from "../../1-domain/verdict/spot-hours";
import type { Verdict } from "../../1-domain/verdict/types";
import { everySpotFacts, type SpotFactsRow } from "./every-spot-facts";

/*
 * The map of the spots: today's best verdict of every spot for one rider, as the home grid's
 * « aujourd'hui » column gives it for a favourite (the best hour of the Paris day, night hours included and
 * judged « Non navigable »). A few queries for the whole of France, whatever the number of spots
 * (./every-spot-facts.ts). Like the home grid, it reads what is stored and never asks the provider: a spot without
 * today's forecast is `null`.
 *
 * The rider-independent part (each spot's hour facts) is kept per process and Paris day as long as a spot's
 * facts are (FACTS_TTL_MS, lib/3-features/verdicts/facts-cache.ts): riders opening the map together share one computation,
 * then each costs one preferences lookup and a few thousand comparisons; a new forecast shows a few seconds later.
 */
const TODAY_FACTS_TTL_MS = FACTS_TTL_MS;

/** Spot id (as a JSON key) → today's best verdict for the rider; `null` without knowledge or forecast for today. */
export type TodayVerdicts = Record<string, Verdict | null>;

type TodayFacts = { day: string; spots: SpotFactsRow[] };

/** Per database client, keyed by the Paris day: yesterday's facts are never served after midnight. */
const caches = perOwnerAndTtl<Db, string, Promise<TodayFacts>>(2);

async function computeTodayFacts(db: Db, now: Date): Promise<TodayFacts> {
  const start = parisDayStart(now);
  return { day: parisDayKey(now), spots: await everySpotFacts(db, start, addParisDays(start, 1)) };
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
    out[spot.id] =
      spot.knowledge && spot.facts.length ? (bestVerdictByDay(judgeSpotHours(spot.facts, spot.knowledge, prefs))[0]?.[1] ?? null) : null;
  }
  return out;
}
