import type { Db } from "../../../db/client";
import { Invalid } from "../../0-base/errors";
import { parisDayKey } from "../../0-base/time";
import { haversineKm, roundKm, type LatLng } from "../../1-domain/spots/geo";
import type { WhereQuery } from "../../1-domain/validation/where";
import { WHERE_ERRORS } from "../../1-domain/where/messages";
import { periodDays, type When } from "../../1-domain/where/periods";
import { bestInPeriod, compareRanked, monthVerdict, nextRideable, toWhereWindow, type NextRideable, type RankedSpot } from "../../1-domain/where/rank";
import { everySpotMonth, type HistoryDeps } from "../history/months";
import { readHome } from "../../2-stores/users/home";
import { getPreferences } from "../../2-stores/users/preferences";
import { riderWeek, type SpotWeek, type WhereDeps } from "./forecast-days";

/** Where the distances are measured from: the device's position (no name) or the rider's home town. */
export type Origin = LatLng & { name: string | null };

/** GET /api/where. `nextRideable` only when no spot of the list is « go ». */
export type WhereAnswer = {
  origin: Origin | null;
  radiusKm: number | null;
  when: When;
  spots: RankedSpot[];
  nextRideable: NextRideable | null;
};

/** GET /api/where?month=: the same list from the spots' history, the years it rests on ([first, last], null without any). */
export type WhereMonthAnswer = Omit<WhereAnswer, "when" | "nextRideable"> & { month: number; years: [number, number] | null };

/** The device's position when given, else the rider's home town, else none; a radius needs one of them. */
async function originOf(db: Db, userId: number, query: Pick<WhereQuery, "lat" | "lon" | "radiusKm">): Promise<Origin | null> {
  const origin = query.lat !== undefined && query.lon !== undefined ? { name: null, latitude: query.lat, longitude: query.lon } : await readHome(db, userId);
  if (!origin && query.radiusKm !== undefined) throw new Invalid(WHERE_ERRORS.positionNeeded);
  return origin;
}

/** The spots within the radius of the origin (every spot without origin), each with its distance. */
function within<S extends LatLng>(spots: readonly S[], origin: Origin | null, radiusKm: number | undefined): (S & { distanceKm: number | null })[] {
  const out: (S & { distanceKm: number | null })[] = [];
  for (const spot of spots) {
    const km = origin ? haversineKm(origin, spot) : null;
    if (km !== null && radiusKm !== undefined && km > radiusKm) continue;
    out.push({ ...spot, distanceKm: km === null ? null : roundKm(km) });
  }
  return out;
}

function ranked(spot: SpotWeek & { distanceKm: number | null }, period: readonly string[]): RankedSpot {
  const best = bestInPeriod(spot.days, period);
  return { id: spot.id, name: spot.name, distanceKm: spot.distanceKm, verdict: best?.verdict ?? "no", window: best ? toWhereWindow(best) : null };
}

/**
 * « Où naviguer » for the signed-in rider: the spots within `radiusKm` of the origin ranked by their best window
 * of the period (today by default), best first; when none is « go », the nearest day and spot that are — within
 * the radius first, anywhere otherwise.
 */
export async function whereToRide(db: Db, userId: number, query: Omit<WhereQuery, "month">, deps: WhereDeps = {}): Promise<WhereAnswer> {
  const now = deps.now?.() ?? new Date();
  const [prefs, origin] = await Promise.all([getPreferences(db, userId), originOf(db, userId, query)]);
  const week = await riderWeek(db, prefs, now, deps);
  const when = query.when ?? "today";
  const period = periodDays(when, now);
  const near = within(week.spots, origin, query.radiusKm);
  const spots = near.map((s) => ranked(s, period)).sort(compareRanked);
  let next: NextRideable | null = null;
  if (!spots.some((s) => s.verdict === "go")) {
    const today = parisDayKey(now);
    next = nextRideable(near, today) ?? nextRideable(within(week.spots, origin, undefined), today);
  }
  return { origin, radiusKm: origin ? (query.radiusKm ?? null) : null, when, spots, nextRideable: next };
}

/** Today's best window of some spots (the nearest list's), for this rider: spot id → its entry. */
export async function todayOf(db: Db, userId: number, spotIds: readonly number[], deps: WhereDeps = {}): Promise<Map<number, Pick<RankedSpot, "verdict" | "window">>> {
  const now = deps.now?.() ?? new Date();
  const week = await riderWeek(db, await getPreferences(db, userId), now, deps);
  const wanted = new Set(spotIds);
  const period = periodDays("today", now);
  const out = new Map<number, Pick<RankedSpot, "verdict" | "window">>();
  for (const spot of week.spots) {
    if (!wanted.has(spot.id)) continue;
    const { verdict, window } = ranked({ ...spot, distanceKm: null }, period);
    out.set(spot.id, { verdict, window });
  }
  return out;
}

/**
 * « Où aller en mai ? »: the spots within the radius ranked by the days of that month that gave the rider a session,
 * an average per year of their history; a spot's verdict says how often (monthVerdict). Spots without history yet
 * are left out.
 */
export async function monthRanking(db: Db, userId: number, query: WhereQuery & { month: number }, deps: WhereDeps & HistoryDeps = {}): Promise<WhereMonthAnswer> {
  const now = deps.now?.() ?? new Date();
  const [prefs, origin] = await Promise.all([getPreferences(db, userId), originOf(db, userId, query)]);
  const near = within(await everySpotMonth(db, query.month, prefs, now, deps), origin, query.radiusKm);
  const spots: RankedSpot[] = near
    .map(({ id, name, distanceKm, stat }) => ({ id, name, distanceKm, verdict: monthVerdict(stat.rideableDays, stat.days), window: null, rideableDays: stat.rideableDays, days: stat.days }))
    .sort(compareRanked);
  const years = near.flatMap((s) => s.years);
  return {
    origin,
    radiusKm: origin ? (query.radiusKm ?? null) : null,
    month: query.month,
    years: years.length ? [Math.min(...years), Math.max(...years)] : null,
    spots,
  };
}
