/*
 * Errors of the raw and the corrected forecast over held-out days, day by day, and whether the correction beats the
 * raw model by enough to be trusted (docs/decisions/0029-station-correction.md): a gain both material (at least
 * MIN_GAIN of the unit, or MIN_GAIN_SHARE of the raw error) and steady from day to day (the mean daily gain at
 * least MIN_T standard errors above zero), so that a correction that won by luck on a few windy days is refused.
 */
const MIN_GAIN_SHARE = 0.05;
const MIN_T = 2;

type DayErrors = { n: number; raw: number; corrected: number };

export type Verdict = { hours: number; days: number; rawMae: number; correctedMae: number; better: boolean; byDay: Map<string, DayErrors> };

export class ErrorTally {
  readonly byDay = new Map<string, DayErrors>();

  add(day: string, rawError: number, correctedError: number): void {
    const d = this.byDay.get(day) ?? { n: 0, raw: 0, corrected: 0 };
    this.byDay.set(day, d);
    d.n++;
    d.raw += Math.abs(rawError);
    d.corrected += Math.abs(correctedError);
  }

  /** The tally over days with at least `minDayHours` hours; `better` by the rule above (`minGain` in the unit of the errors). */
  verdict(minDayHours: number, minGain: number): Verdict {
    const days = [...this.byDay].filter(([, d]) => d.n >= minDayHours);
    let n = 0;
    let raw = 0;
    let corrected = 0;
    const gains: number[] = [];
    for (const [, d] of days) {
      n += d.n;
      raw += d.raw;
      corrected += d.corrected;
      gains.push((d.raw - d.corrected) / d.n);
    }
    const rawMae = n ? raw / n : 0;
    const correctedMae = n ? corrected / n : 0;
    return {
      hours: n,
      days: days.length,
      rawMae,
      correctedMae,
      better: n > 0 && rawMae - correctedMae >= Math.max(minGain, MIN_GAIN_SHARE * rawMae) && steady(gains),
      byDay: new Map(days),
    };
  }
}

/** Whether the mean of the daily gains stands at least MIN_T standard errors above zero. */
function steady(gains: readonly number[]): boolean {
  if (gains.length < 2) return false;
  const mean = gains.reduce((s, g) => s + g, 0) / gains.length;
  const variance = gains.reduce((s, g) => s + (g - mean) ** 2, 0) / (gains.length - 1);
  if (variance === 0) return mean > 0;
  return mean / Math.sqrt(variance / gains.length) >= MIN_T;
}

export const round1 = (n: number) => Math.round(n * 10) / 10 || 0;
