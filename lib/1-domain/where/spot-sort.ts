import { compareRanked, type RankedSpot } from "./rank";

/*
 * « Trier » on /spots: A–Z (the catalogue's French order, the default), by distance from the rider, or by today's
 * conditions for the rider. In the URL (`?tri=`) beside the view (`?vue=`): a reload or a shared link keeps it.
 */
export type SpotSort = "az" | "distance" | "conditions";
export const SPOT_SORTS: readonly SpotSort[] = ["az", "distance", "conditions"];
const SORT_PARAM = "tri";

export const sortOf = (params: { get(name: string): string | null }): SpotSort => {
  const asked = params.get(SORT_PARAM);
  return asked === "distance" || asked === "conditions" ? asked : "az";
};

/** The same /spots URL with another sort; A–Z, the default, leaves no parameter. */
export function sortHref(params: URLSearchParams, sort: SpotSort): string {
  const next = new URLSearchParams(params);
  if (sort === "az") next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  const query = next.toString();
  return query ? `/spots?${query}` : "/spots";
}

/** Today's answer for a spot, as GET /api/where gives it. */
export type SpotToday = Pick<RankedSpot, "verdict" | "window">;

type Facts = {
  /** km from the rider, null when unknown. */
  distanceKm: (id: number) => number | null;
  /** Today's verdict and window; undefined for a spot without one (no sheet or no forecast). */
  today: (id: number) => SpotToday | undefined;
};

const byDistance = (a: number | null, b: number | null) => (a ?? Infinity) - (b ?? Infinity) || 0;

/**
 * The spots in the order asked; `spots` come in A–Z order and keep it wherever the sort sees them as equal (the sort
 * is stable). Distance: nearest first, unknown last. Conditions: « go », then « marginal », then « no », then the
 * longer window, then the nearer (the ranking's own rule, lib/1-domain/where/rank.ts); spots without a verdict last.
 */
export function sortSpots<S extends { id: number }>(spots: readonly S[], sort: SpotSort, facts: Facts): S[] {
  if (sort === "az") return [...spots];
  if (sort === "distance") return [...spots].sort((a, b) => byDistance(facts.distanceKm(a.id), facts.distanceKm(b.id)));
  // The ranking's comparator with equal ids: it then leaves equal spots as they came.
  const ranked = (s: S): RankedSpot | null => {
    const today = facts.today(s.id);
    return today ? { id: 0, name: "", distanceKm: facts.distanceKm(s.id), verdict: today.verdict, window: today.window } : null;
  };
  const keyed = spots.map((spot) => ({ spot, rank: ranked(spot) }));
  keyed.sort((a, b) => (a.rank && b.rank ? compareRanked(a.rank, b.rank) : a.rank ? -1 : b.rank ? 1 : 0));
  return keyed.map((k) => k.spot);
}
