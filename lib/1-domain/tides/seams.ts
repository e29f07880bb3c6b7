import { stationsById } from "@neaps/tide-database";
import { tideParts } from "./blend";
import { coastNeighbours, coastPathKm, headlandsBetween } from "./coast-order";
import { coastPosition, type GaugeSpot } from "./gauge-rule";
import type { TideEvent } from "./predict";

/*
 * How far apart the tides of two places are: what the check of neighbouring spots (db/seed/tide-seams.test.ts) and
 * docs/decisions/0028-spot-data-truth.md measure. Two beaches of the same open water a few km apart see the same
 * tide within minutes and centimetres, or within what the gauges around them show the tide changing per km.
 */

/** Spots this close are neighbours. */
export const SEAM_RADIUS_KM = 20;
/** High waters of neighbours may differ by this much in time whatever the gauges say... */
export const SEAM_MAX_MINUTES = 20;
/** ...and by this much in height. */
export const SEAM_MAX_HEIGHT_M = 0.3;

export type TideGap = { minutes: number; metres: number };

const HALF_TIDE_MS = 6 * 3_600_000;

/** The largest difference between each high water of one list and the nearest high water of the other, both ways. */
export function highWaterGap(a: readonly TideEvent[], b: readonly TideEvent[]): TideGap {
  const gap: TideGap = { minutes: 0, metres: 0 };
  const highs = (events: readonly TideEvent[]) => events.filter((e) => e.type === "high");
  for (const [from, to] of [
    [highs(a), highs(b)],
    [highs(b), highs(a)],
  ]) {
    for (const e of from) {
      let nearest: TideEvent | null = null;
      for (const f of to) {
        if (!nearest || Math.abs(f.time.getTime() - e.time.getTime()) < Math.abs(nearest.time.getTime() - e.time.getTime())) nearest = f;
      }
      // At the ends of the window one list may have a tide the other has just outside it.
      if (!nearest || Math.abs(nearest.time.getTime() - e.time.getTime()) > HALF_TIDE_MS) continue;
      gap.minutes = Math.max(gap.minutes, Math.abs(nearest.time.getTime() - e.time.getTime()) / 60_000);
      gap.metres = Math.max(gap.metres, Math.abs(nearest.height - e.height));
    }
  }
  return gap;
}

/** A stretch of coast between two neighbouring gauges, and the km of it between two places. */
export type Leg = { gauges: [string, string]; km: number };

const holds = (tideId: string, g: string, n: string) => tideParts(tideId).every((p) => p.id === g || p.id === n);

/**
 * The ways along the coast from spot p (tide tp) to spot q (tide tq) through the gauges their tides come from:
 * one stretch when both tides come from the same two neighbouring gauges (its km at least the straight distance
 * `km`), or two stretches either side of a gauge both tides share, each spot lying along its own (Blériot-Plage,
 * between Calais and Boulogne, to Oye-Plage, between Calais and Dunkerque). None when the tides have no such
 * gauges: then nothing allows a gap.
 */
export function coastWays(p: GaugeSpot, q: GaugeSpot, tp: string, tq: string, km: number): Leg[][] {
  const ways: Leg[][] = [];
  const gauges = new Set([...tideParts(tp), ...tideParts(tq)].map((x) => x.id));
  for (const g of gauges) {
    const stretches = coastNeighbours(g).map((n) => [g, n] as [string, string]);
    for (const [, n] of stretches) {
      if (g < n && holds(tp, g, n) && holds(tq, g, n)) ways.push([{ gauges: [g, n], km: Math.max(km, alongCoastKm(p, q, g, n)) }]);
    }
    // Either side of g: each spot between g and another gauge (not beyond either end of its stretch).
    const toG = (spot: GaugeSpot, other: string): number | null => {
      const [sg, so] = [stationsById.get(g)!, stationsById.get(other)!];
      const { fraction } = coastPosition(spot, sg, so);
      return fraction > 0 && fraction < 1 ? fraction * gaugePathKm(g, other) : null;
    };
    for (const [, x] of stretches) {
      for (const [, y] of stretches) {
        if (x === y || !holds(tp, g, x) || !holds(tq, g, y)) continue;
        const [kp, kq] = [toG(p, x), toG(q, y)];
        if (kp !== null && kq !== null) ways.push([{ gauges: [g, x], km: kp }, { gauges: [g, y], km: kq }]);
      }
    }
  }
  return ways;
}

/** The km of coast between two places along the path from gauge `a` to its neighbour `b` (0 off its ends). */
function alongCoastKm(p: GaugeSpot, q: GaugeSpot, a: string, b: string): number {
  const [sa, sb] = [stationsById.get(a)!, stationsById.get(b)!];
  return Math.abs(coastPosition(p, sa, sb).fraction - coastPosition(q, sa, sb).fraction) * gaugePathKm(a, b);
}

/** The km of coast between two neighbouring gauges, round the headlands between them. */
export function gaugePathKm(a: string, b: string): number {
  const sa = stationsById.get(a)!;
  const sb = stationsById.get(b)!;
  return coastPathKm([sa.latitude, sa.longitude], [sb.latitude, sb.longitude], headlandsBetween(a, b));
}

/** Rounding of the weights (hundredths), times (minutes) and heights (centimetres) the tides are written with. */
const ROUNDING: TideGap = { minutes: 2, metres: 0.03 };

/**
 * What two spots may differ by: SEAM_MAX_MINUTES and SEAM_MAX_HEIGHT_M, or more where the gauges their tides come
 * from show the tide changing faster along the coast (Calais to Boulogne: the spring high water 1.7 m higher 34 km
 * on), at that rate over the km of coast between the spots, by the most generous of the `ways` (coastWays).
 * `rate` gives the per-km difference between two neighbouring gauges.
 */
export function seamAllowance(ways: readonly Leg[][], rate: (a: string, b: string) => TideGap): TideGap {
  const along = (way: readonly Leg[], key: keyof TideGap) => way.reduce((sum, leg) => sum + rate(...leg.gauges)[key] * leg.km, 0);
  return {
    minutes: Math.max(SEAM_MAX_MINUTES, ...ways.map((w) => along(w, "minutes") + ROUNDING.minutes)),
    metres: Math.max(SEAM_MAX_HEIGHT_M, ...ways.map((w) => along(w, "metres") + ROUNDING.metres)),
  };
}
