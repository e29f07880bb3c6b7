import { TODAY_LINE } from "@/lib/1-domain/verdict/messages-summary";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TODAY_CHIP } from "@/lib/1-domain/where/messages";
import { TodayChip } from "./today-chip";

const window = { start: "2026-06-21T09:00:00.000Z", end: "2026-06-21T13:00:00.000Z", avgWindKn: 18, maxGustKn: 24, kiteSizeM2: 9, confidence: "haute" as const };
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

describe("TodayChip", () => {
  it("says the verdict and the window's hours in Paris time, with the day for screen readers", () => {
    const html = renderToStaticMarkup(<TodayChip today={{ verdict: "go", window }} />);
    expect(html).toContain('data-verdict="go"');
    expect(html).toContain("bg-wind-good");
    // 09:00–13:00 UTC is 11 h–15 h in Paris in June.
    expect(text(html)).toBe(`${TODAY_CHIP.prefix} ${TODAY_CHIP.words.go}·${TODAY_LINE.hours(11, 15)}`);
    expect(TODAY_LINE.hours(11, 15)).toBe("11\u00a0h\u00a0–\u00a015\u00a0h");
  });

  it("says « Non » alone, in the calm colour, without a window", () => {
    const html = renderToStaticMarkup(<TodayChip today={{ verdict: "no", window: null }} />);
    expect(html).toContain("bg-wind-calm");
    expect(text(html)).toBe(`${TODAY_CHIP.prefix} Non`);
  });
});
