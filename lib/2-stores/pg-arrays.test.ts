import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { numberArray } from "./pg-arrays";

describe("numberArray", () => {
  it("writes the literal PostgreSQL reads back to the same numbers and nulls", async () => {
    const values = [0, -3, 1.5, 0.1 + 0.2, 1e-7, 123456789.125, null, 2 ** 31 - 1];
    expect(numberArray(values)).toBe("{0,-3,1.5,0.30000000000000004,1e-7,123456789.125,NULL,2147483647}");
    expect(numberArray([])).toBe("{}");
    const db = getDb();
    const { rows } = await db.execute<{ v: number | null }>(sql`select unnest(${numberArray(values)}::float8[]) as v`);
    expect(rows.map((r) => (r.v === null ? null : Number(r.v)))).toEqual(values);
  });

  it("refuses what is not a finite number rather than send it", () => {
    expect(() => numberArray([1, Number.NaN])).toThrow(RangeError);
    expect(() => numberArray([Infinity])).toThrow(RangeError);
  });
});
