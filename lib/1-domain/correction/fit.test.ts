import { describe, expect, it } from "vitest";
import { fitDirection, fitLines, lineAt, MIN_FIT_HOURS } from "./fit";
import type { PairHour } from "./pairs";
import { HOUR_BLOCKS, SECTORS, stratumOf } from "./strata";

const pair = (block: number, sector: number, forecastKn: number, measuredKn: number, turn = 0): PairHour => ({
  at: 0,
  day: "2025-07-01",
  block,
  sector,
  forecastKn,
  forecastGustKn: null,
  forecastDirDeg: sector * 45,
  measuredKn,
  measuredGustKn: null,
  measuredDirDeg: sector * 45 + turn,
});

describe("a model's table, coarse to fine", () => {
  it("learns nothing under MIN_FIT_HOURS pairs", () => {
    expect(fitLines(Array.from({ length: MIN_FIT_HOURS - 1 }, () => pair(3, 6, 10, 14)), "mean")).toBeNull();
  });

  it("gives a stratum with many hours its own line, its thin neighbours their block's, other blocks the whole's", () => {
    // The afternoon block (12:00–15:59) from the west blows 4 kn over the model for 400 hours; 30 hours elsewhere agree.
    const pairs = [
      ...Array.from({ length: 400 }, (_, i) => pair(3, 6, 8 + (i % 12), 12 + (i % 12))),
      ...Array.from({ length: 30 }, (_, i) => pair(1, 2, 8 + (i % 12), 8 + (i % 12))),
    ];
    const table = fitLines(pairs, "mean")!;
    expect(table).toHaveLength(2 * HOUR_BLOCKS * SECTORS);
    const at = (block: number, sector: number, kn: number) => {
      const [a, b] = lineAt(table, stratumOf(block, sector));
      return a + b * kn;
    };
    expect(at(3, 6, 14) - 14).toBeGreaterThan(3.3); // its own, nearly the whole gap
    const neighbour = at(3, 2, 14) - 14; // the same afternoon from the north-east, never seen: its block's line
    expect(neighbour).toBeGreaterThan(2);
    expect(neighbour).toBeLessThan(at(3, 6, 14) - 14);
    expect(at(1, 2, 14) - 14).toBeLessThan(neighbour); // the morning hours said the model was right
    expect(at(5, 0, 14)).toBeCloseTo(at(0, 7, 14), 6); // two blocks without data share the whole's line
  });

  it("learns the direction's turn per sector, only from winds strong enough to have one", () => {
    const pairs = [
      ...Array.from({ length: 200 }, () => pair(2, 6, 15, 16, 15)),
      ...Array.from({ length: 200 }, () => pair(2, 2, 4, 4, 90)), // light: ignored
    ];
    const turns = fitDirection(pairs)!;
    expect(turns[6]).toBeGreaterThan(12);
    expect(turns[6]).toBeLessThan(15);
    expect(turns[2]).toBe(0);
    expect(fitDirection(pairs.slice(200))).toBeNull();
  });
});
