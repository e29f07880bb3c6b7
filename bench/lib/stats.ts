/** Nearest-rank percentile of samples (any order), e.g. percentile(xs, 50). */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export function verdict(ok: boolean): string {
  return ok ? "OK" : "EN DESSOUS DE LA CIBLE";
}
