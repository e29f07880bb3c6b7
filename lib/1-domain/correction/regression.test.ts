import { describe, expect, it } from "vitest";
import { addPair, emptySums, IDENTITY, PSEUDO_HOURS, shrunkLine, SLOPE_MAX, SLOPE_MIN } from "./regression";

const sumsOf = (points: [number, number][]) => {
  const s = emptySums();
  for (const [x, y] of points) addPair(s, x, y);
  return s;
};
const line = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i): [number, number] => [5 + (i % 21), a + b * (5 + (i % 21))]);

describe("a line pulled toward its prior", () => {
  it("is the prior without data, and the data's own line when it has hundreds of hours", () => {
    expect(shrunkLine(emptySums(), [1, 1.1])).toEqual([1, 1.1]);
    const [a, b] = shrunkLine(sumsOf(line(2, 1.2, 2_000)), IDENTITY);
    expect(a).toBeCloseTo(2, 0);
    expect(b).toBeCloseTo(1.2, 1);
  });

  it("stays near its prior with a few hours: as many imaginary hours as PSEUDO_HOURS on each side weigh more", () => {
    const few = sumsOf(line(6, 1, 4)); // four hours reading 6 kn above the model
    const [a] = shrunkLine(few, IDENTITY);
    expect(a).toBeGreaterThan(0);
    expect(a).toBeLessThan((6 * 4) / (4 + 2 * PSEUDO_HOURS) + 0.5);
    // With as many hours as the prior lends, the gap is about halfway.
    const [half] = shrunkLine(sumsOf(line(6, 1, 2 * PSEUDO_HOURS)), IDENTITY);
    expect(half).toBeGreaterThan(2.5);
    expect(half).toBeLessThan(3.5);
  });

  it("keeps the slope within bounds, whatever the data say", () => {
    expect(shrunkLine(sumsOf(line(0, 5, 3_000)), IDENTITY)[1]).toBe(SLOPE_MAX);
    expect(shrunkLine(sumsOf(line(10, -1, 3_000)), IDENTITY)[1]).toBe(SLOPE_MIN);
  });
});
