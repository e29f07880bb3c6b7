/*
 * measured ≈ a + b × forecast, fitted by least squares and pulled toward a prior line (ridge shrinkage,
 * docs/decisions/0029-station-correction.md): the prior lends PSEUDO_HOURS imaginary hours on each side of the
 * data's mean, lying on its line. A stratum with a few hours keeps its parent's line; one with hundreds has its own.
 */
export type Line = readonly [a: number, b: number];
export const IDENTITY: Line = [0, 1];

/** Imaginary hours the prior lends on each side: a stratum needs about twice as many of its own to outweigh it. */
export const PSEUDO_HOURS = 24;
/** The slope stays within these bounds: a forecast twice as strong never reads as four times the wind, nor as none. */
export const SLOPE_MIN = 0.5;
export const SLOPE_MAX = 1.6;
/** The spread given to the imaginary hours when the data has less (kn): a handful of equal winds still fit a slope. */
const MIN_SPREAD_KN = 3;

export type Sums = { n: number; sx: number; sy: number; sxx: number; sxy: number };
export const emptySums = (): Sums => ({ n: 0, sx: 0, sy: 0, sxx: 0, sxy: 0 });

export function addPair(s: Sums, x: number, y: number): void {
  s.n++;
  s.sx += x;
  s.sy += y;
  s.sxx += x * x;
  s.sxy += x * y;
}

export function addSums(into: Sums, s: Sums): void {
  into.n += s.n;
  into.sx += s.sx;
  into.sy += s.sy;
  into.sxx += s.sxx;
  into.sxy += s.sxy;
}

/** The line fitted to the sums, pulled toward `prior` by `pseudo` imaginary hours on each side; `prior` itself without data. */
export function shrunkLine(s: Sums, prior: Line, pseudo = PSEUDO_HOURS): Line {
  if (s.n === 0) return prior;
  const mean = s.sx / s.n;
  const spread = Math.max(MIN_SPREAD_KN, Math.sqrt(Math.max(0, s.sxx / s.n - mean * mean)));
  const n = s.n + 2 * pseudo;
  let sx = s.sx;
  let sy = s.sy;
  let sxx = s.sxx;
  let sxy = s.sxy;
  for (const x of [mean - spread, mean + spread]) {
    const y = prior[0] + prior[1] * x;
    sx += pseudo * x;
    sy += pseudo * y;
    sxx += pseudo * x * x;
    sxy += pseudo * x * y;
  }
  const slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const b = Math.min(SLOPE_MAX, Math.max(SLOPE_MIN, Number.isFinite(slope) ? slope : prior[1]));
  return [(sy - b * sx) / n, b];
}
