import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { spotFavorites, users } from "@/db/schema";
import { isPgError, PG, pgErrorCode } from "./pg-errors";

describe("isPgError", () => {
  it("finds the code of a real database error under Drizzle's wrapper", async () => {
    const error = await getDb()
      .insert(spotFavorites)
      .values({ userId: 2_000_000_001, spotId: 2_000_000_001 })
      .catch((e: unknown) => e);
    expect(isPgError(error, PG.foreignKeyViolation)).toBe(true);
    expect(isPgError(error, PG.uniqueViolation)).toBe(false);
  });

  it("tells a unique violation", async () => {
    const name = `pgerr${Date.now()}`;
    const row = { username: name, email: `${name}@example.fr` };
    await getDb().insert(users).values(row);
    const error = await getDb().insert(users).values(row).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(PG.uniqueViolation);
    await getDb().execute(sql`delete from users where username = ${name}`);
  });

  it("walks a few causes deep, and ignores codes that are not SQLSTATEs", () => {
    const wrapped = new Error("auth", { cause: new Error("drizzle", { cause: Object.assign(new Error("pg"), { code: "23514" }) }) });
    expect(isPgError(wrapped, PG.checkViolation)).toBe(true);
    expect(pgErrorCode(Object.assign(new Error("net"), { code: "ECONNREFUSED" }))).toBeUndefined();
    expect(pgErrorCode("23505")).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });
});
