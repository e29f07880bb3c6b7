import { describe, expect, it } from "vitest";
import { circularMeanDeg } from "./circular";
import { HOUR_MS } from "./daylight";
import { REASONS, WINDOW_ALL_GO, weekReasonsText } from "./messages";
import type { Finding, JudgedHour, Verdict } from "./types";
import { compareWindows, findWindows, MIN_WINDOW_HOURS, WINDOW_DAYS } from "./windows";
import { weekReasons } from "./week-reasons";

const T0 = Date.parse("2026-07-10T00:00:00Z");
const NOW = new Date(T0);

/** A judged hour `h` hours after T0; marginal hours carry one finding unless told otherwise. */
function at(h: number, verdict: Verdict, o: { kn?: number; gust?: number | null; deg?: number; findings?: Finding[] } = {}): JudgedHour {
  const time = T0 + h * HOUR_MS;
  const findings = o.findings ?? (verdict === "marginal" ? [{ severity: "marginal", code: "justEnough", text: REASONS.justEnough(13, 12) }] : []);
  return {
    forecastDate: new Date(time).toISOString(),
    time,
    verdict,
    findings,
    reasons: findings.map((f) => f.text),
    windKn: o.kn ?? 20,
    gustKn: o.gust === undefined ? (o.kn ?? 20) + 5 : o.gust,
    directionDeg: o.deg ?? 270,
    kiteSizeM2: 9,
    idealKiteM2: 9,
    confidence: "haute",
  };
}
const iso = (h: number) => new Date(T0 + h * HOUR_MS).toISOString();
const series = (from: number, verdicts: Verdict[]) => verdicts.map((v, i) => at(from + i, v));

describe("findWindows", () => {
  it("makes one window of consecutive go hours, its end the end of the last hour", () => {
    const [w, ...rest] = findWindows(series(12, ["no", "go", "go", "go", "no"]), NOW);
    expect(rest).toEqual([]);
    expect(w).toEqual({
      start: iso(13),
      end: iso(16),
      verdict: "go",
      avgWindKn: 20,
      maxGustKn: 25,
      directionDeg: 270,
      reasons: [WINDOW_ALL_GO],
      kiteSizeM2: 9,
      confidence: "haute",
      best: true,
    });
  });

  it(`drops a single rideable hour: a window needs ${MIN_WINDOW_HOURS}`, () => {
    expect(findWindows(series(10, ["go", "no", "marginal", "no", "go"]), NOW)).toEqual([]);
  });

  it("never lets a « Navigable » window take in its « Limite » hours: each is a window of its own, with its own numbers", () => {
    const gusty: Finding = { severity: "marginal", code: "gustsOverLimit", text: REASONS.gustsOverLimit(34.4, 32) };
    const hours = [
      at(11, "go", { kn: 22, gust: 28 }),
      at(12, "go", { kn: 22, gust: 29 }),
      at(13, "go", { kn: 23, gust: 30 }),
      at(14, "marginal", { kn: 24, gust: 34.4, findings: [gusty] }),
      at(15, "marginal", { kn: 24, gust: 33, findings: [gusty] }),
    ];
    const [go, limit, ...rest] = findWindows(hours, NOW);
    expect(rest).toEqual([]);
    expect(go).toMatchObject({ start: iso(11), end: iso(14), verdict: "go", maxGustKn: 30, reasons: [WINDOW_ALL_GO] });
    expect(limit).toMatchObject({ start: iso(14), end: iso(16), verdict: "marginal", maxGustKn: 34.4, reasons: [gusty.text] });
    // A single « Limite » hour beside a « Navigable » run is not a window (a window needs two hours).
    expect(findWindows(series(8, ["marginal", "go", "go", "marginal"]), NOW).map((w) => [w.start, w.verdict])).toEqual([[iso(9), "go"]]);
    expect(findWindows(series(8, ["marginal", "go", "marginal", "go"]), NOW)).toEqual([]);
  });

  it("cuts a « Navigable » run where one kite no longer fits every hour, each part with its kite", () => {
    // 75 kg: 2.2 × 75 ÷ wind. 14 kn → 11.8 m², 15 kn → 11 m², 27 kn → 6.1 m², 28 kn → 5.9 m².
    const ideal = (kn: number) => (2.2 * 75) / kn;
    const hours = [
      { ...at(10, "go", { kn: 14 }), kiteSizeM2: 12, idealKiteM2: ideal(14) },
      { ...at(11, "go", { kn: 15 }), kiteSizeM2: 12, idealKiteM2: ideal(15) },
      { ...at(12, "go", { kn: 27 }), kiteSizeM2: 6, idealKiteM2: ideal(27) },
      { ...at(13, "go", { kn: 28 }), kiteSizeM2: 6, idealKiteM2: ideal(28) },
    ];
    expect(findWindows(hours, NOW).map((w) => [w.start, w.end, w.kiteSizeM2])).toEqual([
      [iso(10), iso(12), 12],
      [iso(12), iso(14), 6],
    ]);
  });

  it("lists each limiting reason once, in order of appearance", () => {
    const side: Finding = { severity: "marginal", code: "sideOff", text: REASONS.sideOff() };
    const lastLight: Finding = { severity: "marginal", code: "lastLight", text: REASONS.lastLight() };
    const hours = [at(17, "marginal", { findings: [side] }), at(18, "marginal", { findings: [side] }), at(19, "marginal", { findings: [side, lastLight] })];
    expect(findWindows(hours, NOW)[0]!.reasons).toEqual([REASONS.sideOff(), REASONS.lastLight()]);
  });

  it("merges across midnight when the hours are consecutive, and splits at a night of « no »", () => {
    const acrossMidnight = findWindows(series(22, ["go", "go", "go", "go"]), NOW); // 22:00 → 02:00 UTC
    expect(acrossMidnight.map((w) => [w.start, w.end])).toEqual([[iso(22), iso(26)]]);
    const night = [...series(18, ["go", "go"]), ...series(20, Array(10).fill("no")), ...series(30, ["go", "go"])];
    expect(findWindows(night, NOW)).toHaveLength(2);
  });

  it("splits where an hour is missing from the forecast, and reads hours in any order", () => {
    const gap = [at(10, "go"), at(11, "go"), at(13, "go"), at(14, "go")].reverse();
    expect(findWindows(gap, NOW).map((w) => w.start).sort()).toEqual([iso(10), iso(13)]);
  });

  it("merges across the autumn clock change (hours are instants, one hour apart)", () => {
    const base = Date.parse("2026-10-25T00:00:00Z"); // 02:00 CEST, then 02:00 CET at 01:00Z
    const hours = [0, 1, 2].map((i) => ({ ...at(0, "go"), time: base + i * HOUR_MS, forecastDate: new Date(base + i * HOUR_MS).toISOString() }));
    expect(findWindows(hours, new Date(base))).toHaveLength(1);
  });

  it("keeps only hours from the current hour on, over seven days", () => {
    const now = new Date(T0 + 10.5 * HOUR_MS);
    const last = 10 + WINDOW_DAYS * 24 - 1; // the last hour inside the span
    const hours = [...series(9, ["go", "go", "go"]), ...series(last - 1, ["go", "go", "go", "go"])];
    expect(findWindows(hours, now).map((w) => [w.start, w.end])).toEqual([
      [iso(10), iso(12)], // 09:00 is past; 10:00 is the current hour
      [iso(last - 1), iso(last + 1)], // the hours after the seventh day are left out
    ]);
  });

  it("lists windows in date order and marks the best: go before marginal, then longer, then stronger, then sooner", () => {
    const hours = [
      ...series(0, ["marginal", "marginal", "marginal", "marginal", "marginal"]), // long but marginal
      ...[10, 11].map((h) => at(h, "go", { kn: 25 })), // short, strong
      ...[20, 21, 22].map((h) => at(h, "go", { kn: 16 })), // longer
      ...[30, 31].map((h) => at(h, "go", { kn: 18 })), // short, weaker than the 25 knots
      ...[40, 41].map((h) => at(h, "go", { kn: 25 })), // same as the 25 knots, later
    ];
    const windows = findWindows(hours, NOW);
    expect(windows.map((w) => w.start)).toEqual([iso(0), iso(10), iso(20), iso(30), iso(40)]);
    expect(windows.filter((w) => w.best).map((w) => w.start)).toEqual([iso(20)]);
    expect([...windows].sort(compareWindows).map((w) => w.start)).toEqual([iso(20), iso(10), iso(40), iso(30), iso(0)]);
  });

  it("names the kite most of its go hours use among those that fit them all (the smaller on a tie) and is as sure as its weakest hour", () => {
    const hours = [
      { ...at(12, "go"), kiteSizeM2: 12 }, // 12 m² does not fit the 9 m² the other hours ask for: never the window's
      { ...at(13, "go"), kiteSizeM2: 9 },
      { ...at(14, "go"), kiteSizeM2: 9, confidence: "moyenne" as const },
      { ...at(15, "go"), kiteSizeM2: 7 },
      { ...at(16, "go"), kiteSizeM2: 7 },
    ];
    expect(findWindows(hours, NOW)[0]).toMatchObject({ kiteSizeM2: 7, confidence: "moyenne" });
    expect(findWindows([{ ...at(12, "marginal"), kiteSizeM2: null }, { ...at(13, "marginal"), kiteSizeM2: null }], NOW)[0]!.kiteSizeM2).toBeNull();
  });

  it("averages the wind, takes the strongest gust (the wind when no gust), and the circular mean direction", () => {
    const hours = [at(12, "go", { kn: 18, gust: 24, deg: 350 }), at(13, "go", { kn: 21, gust: null, deg: 10 }), at(14, "go", { kn: 22, gust: 23, deg: 20 })];
    expect(findWindows(hours, NOW)[0]).toMatchObject({ avgWindKn: 20.3, maxGustKn: 24, directionDeg: 7 });
  });
});

describe("weekReasons", () => {
  it("gives the two blocking reasons most frequent over the daylight hours, night left out", () => {
    const no = (code: Finding["code"], text: string): Finding => ({ severity: "no", code, text });
    const hours = [
      ...[0, 1, 2, 3].map((h) => at(h, "no", { findings: [no("night", REASONS.night())] })),
      ...[10, 11, 12].map((h) => at(h, "no", { findings: [no("tooLight", REASONS.tooLight(8, 12))] })),
      at(13, "no", { findings: [no("tooLight", REASONS.tooLight(9, 12)), no("offshore", REASONS.offshore())] }),
      ...[14, 15].map((h) => at(h, "no", { findings: [no("offshore", REASONS.offshore())] })),
      at(16, "no", { findings: [no("levelFarAbove", REASONS.levelFarAbove("confirmé", "débutant"))] }),
    ];
    expect(weekReasons(hours, NOW)).toEqual(["trop peu de vent", "vent de terre (offshore)"]);
    expect(weekReasonsText(weekReasons(hours, NOW))).toBe("Trop peu de vent, puis vent de terre (offshore).");
    expect(weekReasons([], NOW)).toEqual([]);
  });
});

describe("circularMeanDeg", () => {
  it("averages across north and on either side", () => {
    expect(circularMeanDeg([350, 10])).toBe(0);
    expect(circularMeanDeg([270, 280, 290])).toBe(280);
    expect(circularMeanDeg([90, 270])).toBeNull();
    expect(circularMeanDeg([])).toBeNull();
  });
});
