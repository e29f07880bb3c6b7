import { describe, expect, it } from "vitest";
import { KITE_SHIFT_MAX, KITE_SHIFT_MIN } from "../verdict/kite-size";
import { analyseKiteShift, FEEL_STEP, SHIFT_MAX_SESSIONS, SHIFT_MIN_SESSIONS, type ShiftSession } from "./kite-shift";

/* 75 kg in 18 kn: the rule's ideal is 2.2 × 75 ÷ 18 = 9.17 m. */
const at18 = (kiteM2: number, feel: ShiftSession["feel"], winds: Partial<ShiftSession> = {}): ShiftSession => ({ kiteM2, feel, forecastKn: 18, measuredKn: null, ...winds });
const times = (n: number, s: ShiftSession) => Array.from({ length: n }, () => s);

describe("how a rider's kites sit against the rule", () => {
  it(`compares nothing before ${SHIFT_MIN_SESSIONS} sessions with a known wind (of at least 5 kn)`, () => {
    const sessions = [...times(SHIFT_MIN_SESSIONS - 1, at18(9, "surtoile")), at18(9, "surtoile", { forecastKn: null }), at18(9, "bien", { forecastKn: 4 })];
    expect(analyseKiteShift(sessions, 75)).toEqual({ usable: SHIFT_MIN_SESSIONS - 1, analysis: null });
  });

  it("reads « surtoilé » as one step too big: five of them on the rule's kite propose kites 15 % smaller", () => {
    const { usable, analysis } = analyseKiteShift(times(5, at18(9, "surtoile")), 75);
    expect(usable).toBe(5);
    expect(analysis).toEqual({ sessions: 5, factor: 0.85, meanDiffM2: -1.3, worthShifting: true, example: { windKn: 18, ruleM2: 9.2, shiftedM2: 7.8 } });
  });

  it("reads « sous-toilé » as one step too small, and « bien » as the right size", () => {
    expect(analyseKiteShift(times(5, at18(9, "sous-toile")), 75).analysis).toMatchObject({ factor: 1.13, worthShifting: true });
    expect(analyseKiteShift(times(5, at18(11, "bien")), 75).analysis).toMatchObject({ factor: 1.2, meanDiffM2: 1.8 });
    expect(analyseKiteShift(times(5, at18(9, "bien")), 75).analysis).toMatchObject({ factor: 0.98, worthShifting: false });
  });

  it("judges a session by what the station measured when known, else by the forecast", () => {
    // 9 m « bien » in a measured 22 kn (the rule: 7.5 m) though 18 kn were forecast: this rider rides bigger.
    const { analysis } = analyseKiteShift(times(5, at18(9, "bien", { measuredKn: 22 })), 75);
    expect(analysis).toMatchObject({ factor: 1.2, example: { windKn: 22, ruleM2: 7.5 } });
  });

  it("keeps the proposal within the fit band, however far the sessions go", () => {
    expect(analyseKiteShift(times(5, at18(4, "surtoile")), 75).analysis).toMatchObject({ factor: KITE_SHIFT_MIN, worthShifting: true });
    expect(analyseKiteShift(times(5, at18(17, "sous-toile")), 75).analysis).toMatchObject({ factor: KITE_SHIFT_MAX });
    // The sentence still says how far the sessions went: 4 m ÷ 1.15 against 9.17 m.
    expect(analyseKiteShift(times(5, at18(4, "surtoile")), 75).analysis!.meanDiffM2).toBeCloseTo(4 / FEEL_STEP - 9.17, 0);
  });

  it(`reads the newest ${SHIFT_MAX_SESSIONS} sessions only (given newest first)`, () => {
    const recent = times(SHIFT_MAX_SESSIONS, at18(9, "bien"));
    const old = times(30, at18(9, "surtoile"));
    expect(analyseKiteShift([...recent, ...old], 75)).toMatchObject({ usable: SHIFT_MAX_SESSIONS, analysis: { factor: 0.98, sessions: SHIFT_MAX_SESSIONS } });
  });

  it("follows the rider's weight: the same kites are « small » for a heavier rider", () => {
    expect(analyseKiteShift(times(5, at18(9, "bien")), 95).analysis).toMatchObject({ factor: 0.78, example: { ruleM2: 11.6 } });
  });
});
