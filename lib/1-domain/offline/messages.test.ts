import { describe, expect, it } from "vitest";
import { OFFLINE_TEXT, parisDayAndTime } from "./messages";

describe("the offline banner's date", () => {
  it("says the day and the time in Paris, whatever the runtime's zone", () => {
    // 13:05 UTC in November is 14:05 in Paris (UTC+1).
    expect(OFFLINE_TEXT.banner("2026-11-23T13:05:00Z")).toBe("Hors ligne — prévisions du lundi 23 novembre à 14:05");
    // Summer time (UTC+2), and a UTC evening that is already the next day in Paris.
    expect(parisDayAndTime("2026-07-14T22:30:00Z")).toBe("mercredi 15 juillet à 00:30");
  });

  it("writes the first of the month « 1er »", () => {
    expect(parisDayAndTime(new Date("2026-12-01T08:00:00Z"))).toBe("mardi 1er décembre à 09:00");
  });
});
