import { afterEach, describe, expect, it } from "vitest";
import { parisDayStart } from "./time";

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

describe("parisDayStart", () => {
  it.each([
    ["2026-11-21T13:05:00Z", "2026-11-20T23:00:00.000Z"], // winter: 00:00 CET
    ["2026-07-14T21:59:00Z", "2026-07-13T22:00:00.000Z"], // summer: 00:00 CEST, 23:59 in Paris
    ["2026-07-14T22:00:00Z", "2026-07-14T22:00:00.000Z"], // 00:00 CEST on the 15th
    ["2026-03-29T12:00:00Z", "2026-03-28T23:00:00.000Z"], // spring change day: midnight was still CET
    ["2026-10-25T12:00:00Z", "2026-10-24T22:00:00.000Z"], // autumn change day: midnight was still CEST
  ])("%s → %s, whatever the runtime's zone", (instant, start) => {
    for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
      process.env.TZ = zone;
      expect(parisDayStart(instant).toISOString()).toBe(start);
    }
  });
});
