import { describe, expect, it } from "vitest";
import { packHours, unpackHours } from "./wind-history";

describe("a month's hours packed for the database", () => {
  it("takes two bytes an hour and gives back the same values, the archive's gaps included", () => {
    const hours = [0, 103, null, 359, 32767, null];
    const packed = packHours(hours);
    expect(packed.byteLength).toBe(12);
    expect(unpackHours(packed)).toEqual(hours);
    // node-postgres hands back a slice of a larger buffer, at any offset.
    const shifted = Buffer.concat([Buffer.from([7]), packed]).subarray(1);
    expect(unpackHours(shifted)).toEqual(hours);
  });
});
