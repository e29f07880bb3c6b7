import { describe, expect, it } from "vitest";
import { daysAtAGlance, mainReason } from "./day-reasons";
import type { ReasonCode } from "./messages";
import { REASON_PHRASES, REASON_WORDS, TODAY_LINE } from "./messages-summary";
import { todayLine, todayLineText, type LineHour, type LineWindow } from "./today-line";
import type { Verdict } from "./types";

// Wednesday 25 November 2026, 07:30 in Paris (UTC+1): sunrise is past 08:00.
const NOW = Date.parse("2026-11-25T06:30:00Z");
/** Paris hour `h` of the day `dayOffset` days after the 25th. */
const at = (h: number, dayOffset = 0) => new Date(Date.UTC(2026, 10, 25 + dayOffset, h - 1)).toISOString();
const hour = (h: number, verdict: Verdict, codes: ReasonCode[] = [], dayOffset = 0): LineHour => ({ forecastDate: at(h, dayOffset), verdict, codes });
const window = (from: number, to: number, verdict: "go" | "marginal", dayOffset = 0, extra: Partial<LineWindow> = {}): LineWindow => ({
  start: at(from, dayOffset),
  end: at(to, dayOffset),
  verdict,
  avgWindKn: 22,
  ...extra,
});

describe("todayLine", () => {
  it("says « oui » with today's go window, its wind, and the kite and confidence once the verdict gives them", () => {
    const hours = [hour(7, "no", ["night"]), hour(11, "go"), hour(12, "go"), hour(13, "go")];
    const line = todayLine(hours, [window(11, 14, "go", 0, { kiteSizeM2: 9, confidence: "haute" })], NOW);
    expect(line.verdict).toBe("go");
    expect(todayLineText(line)).toBe("Aujourd'hui : oui, 11\u00a0h\u00a0–\u00a014\u00a0h, 22\u00a0nds, aile 9\u00a0m, confiance haute");
    // Without them (the verdict of today's API), the line stays whole.
    expect(todayLine(hours, [window(11, 14, "go", 0, { avgWindKn: 18.44 })], NOW).today).toBe("Aujourd'hui : oui, 11\u00a0h\u00a0–\u00a014\u00a0h, 18,4\u00a0nds");
  });

  it("says « non » with today's reasons in time order, each once, then the next window (a go one before a limit one)", () => {
    const hours = [
      hour(6, "no", ["night"]), // before the present hour: not today's concern any more
      hour(7, "no", ["night"]),
      hour(8, "no", ["night"]),
      hour(9, "no", ["gusts"]),
      hour(10, "no", ["gusts", "tideLow"]),
      hour(11, "no", ["gusts"]),
      hour(17, "no", ["night"]),
    ];
    const windows = [window(14, 16, "marginal", 1), window(11, 15, "go", 2, { kiteSizeM2: 9, confidence: "haute" })];
    const line = todayLine(hours, windows, NOW);
    expect(line.verdict).toBe("no");
    expect(line.today).toBe("Aujourd'hui : non (nuit, puis rafales trop fortes, puis marée trop basse)");
    // The 27th is a Friday; tomorrow's window is only « Limite ».
    expect(line.next).toBe("Prochain créneau : ven. 11\u00a0h\u00a0–\u00a015\u00a0h, 22\u00a0nds, aile 9\u00a0m, confiance haute");
    expect(todayLine(hours, [window(14, 16, "marginal", 1)], NOW).next).toBe("Prochain créneau : demain 14\u00a0h\u00a0–\u00a016\u00a0h, 22\u00a0nds, limite");
  });

  it("says so when no window is left this week", () => {
    const hours = [hour(7, "no", ["night"]), hour(10, "no", ["tooLight"]), hour(12, "marginal", ["slightlyLight"])];
    expect(todayLineText(todayLine(hours, [], NOW))).toBe(
      `Aujourd'hui : non (nuit, puis pas assez de vent, puis vent un peu faible) · ${TODAY_LINE.noWindow}`,
    );
  });

  it("says « limite » with what limits today's only window", () => {
    const hours = [hour(9, "no", ["night"]), hour(14, "marginal", ["levelAbove"]), hour(15, "marginal", ["levelAbove", "justEnough"])];
    const line = todayLine(hours, [window(14, 16, "marginal")], NOW);
    expect(line.verdict).toBe("marginal");
    expect(line.today).toBe(`Aujourd'hui : limite, 14\u00a0h\u00a0–\u00a016\u00a0h, 22\u00a0nds (${REASON_PHRASES.levelAbove}, puis ${REASON_PHRASES.justEnough})`);
  });

  it("says there is no forecast for today rather than « non » when no hour of today is stored", () => {
    expect(todayLine([hour(12, "go", [], 1)], [], NOW)).toMatchObject({ verdict: null, today: "Aujourd'hui : pas de prévision" });
  });
});

describe("a day at a glance", () => {
  it("names the main reason of a day's best hours, night only when nothing else stands in the way", () => {
    const day = [hour(7, "no", ["night"]), hour(8, "no", ["night"]), hour(9, "no", ["night"]), hour(12, "no", ["gusts"]), hour(13, "no", ["gusts"])];
    expect(REASON_WORDS[mainReason(day)!]).toBe("Rafales");
    expect(REASON_WORDS[mainReason([hour(2, "no", ["night"])])!]).toBe("Nuit");
    // A « Limite » day: the reasons of its limit hours, not of its « no » hours.
    expect(REASON_WORDS[mainReason([...day, hour(14, "marginal", ["levelAbove"])])!]).toBe("Niveau");
    expect(mainReason([...day, hour(14, "go")])).toBe("go");
  });

  it("gives each Paris day its best verdict and reason, in day order", () => {
    const glance = daysAtAGlance([hour(12, "no", ["offshore"], 1), hour(12, "go"), hour(23, "no", ["night"])]);
    expect(glance).toEqual([
      { day: "2026-11-25", verdict: "go", reason: "go" },
      { day: "2026-11-26", verdict: "no", reason: "offshore" },
    ]);
  });
});
