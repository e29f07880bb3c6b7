import type { Db } from "../../../db/client";
import { addParisDays, parisDayStart } from "../../0-base/time";
import { perOwner, perOwnerAndTtl, TtlCache } from "../../0-base/ttl-cache";
import { HOUR_MS } from "../../1-domain/verdict/daylight";
import { judgeSpotHours } from "../../1-domain/verdict/spot-hours";
import { findWindows, WINDOW_DAYS } from "../../1-domain/verdict/windows";
import type { RiderPreferences } from "../../1-domain/validation/preferences";
import { conditionsKey } from "../../1-domain/where/conditions-key";
import { bestWindowByDay, type SpotDays } from "../../1-domain/where/rank";
import { forecastsVersion } from "../../2-stores/forecasts/weather";
import { everySpotFacts, type SpotFactsRow } from "../verdicts/every-spot-facts";

/*
 * « Où naviguer » costs a lookup per request (docs/decisions/0031-where-and-when.md):
 * - every spot's hour facts (rider-independent) are computed once per run set and hour: the run set is read from
 *   the stored forecasts (forecastsVersion) at most every VERSION_TTL_MS, and the hour, because windows start at
 *   the current hour and the confidence counts lead times from it;
 * - judged for one set of rider conditions, they give each spot's best window per Paris day: kept per
 *   (facts, conditions) in a bounded LRU. The key names conditions, never a rider, so riders who ride alike share it.
 * A request is then its rider's preferences, a lookup, a filter by distance and a sort.
 */
const VERSION_TTL_MS = 10_000;
/** Sets of rider conditions kept at once (~100 kB each for 180 spots): past it, the least recently used goes. */
const MAX_CONDITIONS = 200;

export type SpotFacts = SpotFactsRow;
export type FactsSnapshot = { key: string; spots: SpotFactsRow[] };
export type SpotWeek = { id: number; name: string; latitude: number; longitude: number; days: SpotDays };
export type RiderWeek = { key: string; spots: SpotWeek[] };

export type WhereDeps = {
  now?: () => Date;
  /** How long the run set read from the database is trusted (VERSION_TTL_MS); 0 reads it, and computes, every time. */
  versionTtlMs?: number;
};

const versions = perOwnerAndTtl<Db, "forecasts", Promise<string>>(1);
const snapshots = perOwnerAndTtl<Db, string, Promise<FactsSnapshot>>(2);
const weeks = perOwner<Db, TtlCache<string, RiderWeek>>(() => new TtlCache({ max: MAX_CONDITIONS, ttlMs: HOUR_MS, lru: true }));

async function computeSnapshot(db: Db, key: string, hour: Date): Promise<FactsSnapshot> {
  const until = addParisDays(parisDayStart(hour), WINDOW_DAYS + 1);
  return { key, spots: await everySpotFacts(db, hour, until, { models: true, now: hour }) };
}

/** Every spot's hour facts from the current hour over the stored forecast, shared by every rider. */
export async function forecastSnapshot(db: Db, now: Date, deps: WhereDeps = {}): Promise<FactsSnapshot> {
  const ttl = deps.versionTtlMs ?? VERSION_TTL_MS;
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  if (ttl <= 0) return computeSnapshot(db, `${await forecastsVersion(db)}|${hour.getTime()}`, hour);
  const version = await versions(db, ttl).get("forecasts", () => forecastsVersion(db), now.getTime());
  const key = `${version}|${hour.getTime()}`;
  return snapshots(db, HOUR_MS).get(key, () => computeSnapshot(db, key, hour), now.getTime());
}

function judgeWeek(snapshot: FactsSnapshot, prefs: RiderPreferences, now: Date, key: string): RiderWeek {
  const spots: SpotWeek[] = [];
  for (const s of snapshot.spots) {
    if (!s.knowledge || s.facts.length === 0) continue;
    const days = bestWindowByDay(findWindows(judgeSpotHours(s.facts, s.knowledge, prefs), now));
    spots.push({ id: s.id, name: s.name, latitude: s.latitude, longitude: s.longitude, days });
  }
  return { key, spots };
}

/**
 * Each spot's best window per Paris day for these conditions, over the stored forecast from the current hour.
 * Spots without a « fiche de navigabilité » or a stored forecast are left out.
 */
export async function riderWeek(db: Db, prefs: RiderPreferences, now: Date, deps: WhereDeps = {}): Promise<RiderWeek> {
  const snapshot = await forecastSnapshot(db, now, deps);
  const key = `${snapshot.key}|${conditionsKey(prefs)}`;
  if ((deps.versionTtlMs ?? VERSION_TTL_MS) <= 0) return judgeWeek(snapshot, prefs, now, key);
  return weeks(db).get(key, () => judgeWeek(snapshot, prefs, now, key), now.getTime());
}
