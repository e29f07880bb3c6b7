import { describe, expect, it } from "vitest";
import { localIsoToUtc } from "./local-time";

describe("localIsoToUtc", () => {
  it("subtracts the single offset of the answer", () => {
    expect(localIsoToUtc("2026-11-21T14:00", 3600)?.toISOString()).toBe("2026-11-21T13:00:00.000Z");
    expect(localIsoToUtc("2026-07-14T00:00", 7200)?.toISOString()).toBe("2026-07-13T22:00:00.000Z");
    expect(localIsoToUtc("2026-07-14T00:00", 0)?.toISOString()).toBe("2026-07-14T00:00:00.000Z");
  });

  it("keeps hours one hour apart across a DST change, as Open-Meteo's fixed offset means", () => {
    // Asked on 27 March (CET, +3600): after the change the strings still step by one hour.
    const before = localIsoToUtc("2026-03-29T01:00", 3600)!;
    const skipped = localIsoToUtc("2026-03-29T02:00", 3600)!; // no such wall time in Paris, still a real instant
    expect(skipped.getTime() - before.getTime()).toBe(3_600_000);
    expect(skipped.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it.each(["2026-11-21", "2026-11-21T14:00:00Z", "2026-02-30T10:00", "2026-11-21T24:00", "nonsense"])(
    "rejects %s",
    (text) => {
      expect(localIsoToUtc(text, 3600)).toBeNull();
    },
  );
});
