import type { HeightAt } from "./spot-hours";

/*
 * The water height at any instant, from the stored high and low waters (lib/2-stores/tides/tides.ts). Kept
 * apart so that the hourly tide heights of lib/tides can replace it: the verdict only asks for a HeightAt.
 *
 * Between two extremes the tide follows half a cosine (the curve the rule of twelfths approximates):
 * h(t) = h1 + (h2 − h1) · (1 − cos(π · (t − t1) / (t2 − t1))) / 2. Within a decimetre or two of the harmonic
 * prediction on French coasts, which is the precision of a spot's tide limits.
 */
export type TideExtreme = { tideTime: Date | string; height: number };

export function heightsFromExtremes(extremes: readonly TideExtreme[]): HeightAt {
  const points = extremes
    .map((e) => ({ t: new Date(e.tideTime).getTime(), h: e.height }))
    .sort((a, b) => a.t - b.t);
  if (points.length < 2) return () => null;
  return (instant) => {
    const t = instant.getTime();
    if (t < points[0]!.t || t > points.at(-1)!.t) return null; // no extreme on one side: unknown
    let lo = 0;
    let hi = points.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (points[mid]!.t <= t) lo = mid;
      else hi = mid;
    }
    const a = points[lo]!;
    const b = points[hi]!;
    if (b.t === a.t) return a.h;
    const phase = (1 - Math.cos((Math.PI * (t - a.t)) / (b.t - a.t))) / 2;
    return Math.round((a.h + (b.h - a.h) * phase) * 100) / 100;
  };
}
