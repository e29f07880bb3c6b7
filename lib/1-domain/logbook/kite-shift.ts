import type { SessionFeel } from "../validation/logbook";
import { idealKiteSize, KITE_MIN_WIND_KN, KITE_SHIFT_MAX, KITE_SHIFT_MIN } from "../verdict/kite-size";

/*
 * How the rider's kites sit against Alizé's kite-size rule (docs/decisions/0030-rider-logbook.md). Each session
 * says which size would have been right for the rider in its wind: the kite ridden, one step smaller if it felt
 * « surtoilé », one step larger if « sous-toilé ». Its ratio to the rule's ideal (2.2 × weight ÷ wind) is a
 * factor; their geometric mean over the newest sessions is the shift proposed: a factor, because the rule is
 * proportional (a rider 1.5 m² under the rule in 18 kn is 2.3 m² under it in 12 kn), and because the fit band
 * around the ideal is a ratio too.
 */
export const SHIFT_MIN_SESSIONS = 5;
/** The newest sessions only: a rider's way of riding changes with the seasons. */
export const SHIFT_MAX_SESSIONS = 20;
/** One size of a usual quiver (7, 8, 9, 10,5, 12…) is about 15 % from the next: what a felt over- or under-power is worth. */
export const FEEL_STEP = 1.15;
/** A shift smaller than this is no shift a rider would feel: the kites fit the rule. */
const SHIFT_MIN_CHANGE = 0.05;

const FEEL_FACTOR: Record<SessionFeel, number> = { "sous-toile": FEEL_STEP, bien: 1, surtoile: 1 / FEEL_STEP };

/** What the analysis reads of a session: its kite, how it felt, and its winds (knots, null where unknown). */
export type ShiftSession = { kiteM2: number; feel: SessionFeel; forecastKn: number | null; measuredKn: number | null };

export type KiteShiftAnalysis = {
  /** The sessions compared (the newest usable ones, at most SHIFT_MAX_SESSIONS). */
  sessions: number;
  /** The shift proposed: the rule's ideal × this, rounded to 0.01, within KITE_SHIFT_MIN–MAX. */
  factor: number;
  /** What the shift amounts to over these sessions' winds, m² (one decimal): negative when the rider rides smaller. */
  meanDiffM2: number;
  /** Whether the shift is large enough to propose (SHIFT_MIN_CHANGE). */
  worthShifting: boolean;
  /** The rule's size and the shifted one in the sessions' median wind, for the sentence. */
  example: { windKn: number; ruleM2: number; shiftedM2: number };
};

/** The wind a session is judged by: what the station measured when known, else what Alizé forecast. */
export const sessionWind = (s: Pick<ShiftSession, "forecastKn" | "measuredKn">): number | null => s.measuredKn ?? s.forecastKn;

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * `sessions` newest first. Answers how many sessions can be compared (a known wind of at least KITE_MIN_WIND_KN),
 * and, from SHIFT_MIN_SESSIONS of them on, the analysis.
 */
export function analyseKiteShift(sessions: readonly ShiftSession[], weightKg: number): { usable: number; analysis: KiteShiftAnalysis | null } {
  const compared: { ideal: number; right: number; windKn: number }[] = [];
  for (const s of sessions) {
    const windKn = sessionWind(s);
    const ideal = windKn === null ? null : idealKiteSize(weightKg, windKn);
    if (ideal === null || windKn === null || windKn < KITE_MIN_WIND_KN) continue;
    compared.push({ ideal, right: s.kiteM2 * FEEL_FACTOR[s.feel], windKn });
    if (compared.length === SHIFT_MAX_SESSIONS) break;
  }
  if (compared.length < SHIFT_MIN_SESSIONS) return { usable: compared.length, analysis: null };
  const meanLog = compared.reduce((sum, c) => sum + Math.log(c.right / c.ideal), 0) / compared.length;
  const raw = Math.exp(meanLog);
  const factor = Math.min(KITE_SHIFT_MAX, Math.max(KITE_SHIFT_MIN, Math.round(raw * 100) / 100));
  const meanIdeal = compared.reduce((sum, c) => sum + c.ideal, 0) / compared.length;
  const windKn = Math.round(median(compared.map((c) => c.windKn)));
  const ruleM2 = idealKiteSize(weightKg, windKn) ?? 0;
  return {
    usable: compared.length,
    analysis: {
      sessions: compared.length,
      factor,
      meanDiffM2: round1(meanIdeal * (raw - 1)),
      worthShifting: Math.abs(factor - 1) >= SHIFT_MIN_CHANGE - 1e-9,
      example: { windKn, ruleM2: round1(ruleM2), shiftedM2: round1(ruleM2 * factor) },
    },
  };
}
