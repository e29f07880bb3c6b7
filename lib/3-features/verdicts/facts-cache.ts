import type { Db } from "../../../db/client";
import { perOwnerAndTtl } from "../../0-base/ttl-cache";
import type { HourFacts } from "../../1-domain/verdict/hour";
import type { VerdictSpot } from "../../1-domain/verdict/types";

/*
 * The rider-independent part of a spot's verdicts (its knowledge and the facts of each forecast hour), kept a
 * few seconds per spot in this process, like the forecast's JSON (lib/3-features/forecast/weather-json.ts): many
 * riders ask for the same spot, and only their preferences differ. A new forecast shows here at most
 * FACTS_TTL_MS later; a spot's first forecast at once (facts without hours are not kept).
 */
export const FACTS_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export type SpotFacts = { spot: VerdictSpot; facts: HourFacts[] };
// Facts without an hour are not kept: a spot's first forecast, stored a moment later, shows at once.
const caches = perOwnerAndTtl<Db, number | string, Promise<SpotFacts>>(MAX_ENTRIES, (kept) => kept.facts.length > 0);

/**
 * The cached facts of a spot (`key`: its id, or its id and a forecast model), or `compute`'s; concurrent callers
 * share one computation; a failure is not kept (lib/0-base/ttl-cache.ts).
 */
export function cachedSpotFacts(db: Db, spotId: number | string, nowMs: number, ttlMs: number, compute: () => Promise<SpotFacts>): Promise<SpotFacts> {
  if (ttlMs <= 0) return compute();
  return caches(db, ttlMs).get(spotId, compute, nowMs);
}
