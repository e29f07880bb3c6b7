import { kmhToKnots } from "./units";

/*
 * Hourly means of measured wind, for today's "Mesuré" row and for the skill: each UTC hour's readings (the
 * network's 4-minute means) averaged, in knots with one decimal; the direction as the mean of unit vectors
 * (350° and 10° average to 0°, not 180°).
 */
export type Reading = { at: Date; windAvgKmh: number; headingDeg?: number | null; windMaxKmh?: number | null };
/** `windMaxKn`: the hour's strongest gust, where its readings gave one (the archive's do). */
export type HourlyMean = { hour: Date; windAvgKn: number; directionDeg: number | null; readings: number; windMaxKn?: number | null };

const HOUR_MS = 3_600_000;

/** Mean direction from summed unit vectors; null when they cancel out or there were none. */
export function meanDirection(sumSin: number, sumCos: number): number | null {
  if (Math.hypot(sumSin, sumCos) < 1e-9) return null;
  return Math.round(((Math.atan2(sumSin, sumCos) * 180) / Math.PI + 360) % 360);
}

export function hourlyMeans(readings: readonly Reading[]): HourlyMean[] {
  const hours = new Map<number, { sum: number; n: number; sin: number; cos: number; max: number | null }>();
  for (const r of readings) {
    const key = Math.floor(r.at.getTime() / HOUR_MS) * HOUR_MS;
    const acc = hours.get(key) ?? { sum: 0, n: 0, sin: 0, cos: 0, max: null as number | null };
    hours.set(key, acc);
    acc.sum += r.windAvgKmh;
    acc.n++;
    if (r.windMaxKmh != null) acc.max = Math.max(acc.max ?? 0, r.windMaxKmh, r.windAvgKmh);
    if (r.headingDeg != null) {
      acc.sin += Math.sin((r.headingDeg * Math.PI) / 180);
      acc.cos += Math.cos((r.headingDeg * Math.PI) / 180);
    }
  }
  return [...hours]
    .sort(([a], [b]) => a - b)
    .map(([key, acc]) => ({
      hour: new Date(key),
      windAvgKn: kmhToKnots(acc.sum / acc.n),
      directionDeg: meanDirection(acc.sin, acc.cos),
      readings: acc.n,
      ...(acc.max === null ? {} : { windMaxKn: kmhToKnots(acc.max) }),
    }));
}
