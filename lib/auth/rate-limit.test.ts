import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { uniqueName } from "@/tests/support/api";
import { clear, clientIp, hit, isLimited, LOGIN_LIMIT, RESET_REQUEST_LIMIT, type Limit } from "./rate-limit";

const limit: Limit = { max: 3, windowSeconds: 60 };
const key = () => uniqueName("test:key:");

describe("database rate limits", () => {
  it("keeps the issue's numbers: 5 failed logins a minute, 5 reset requests per 15 minutes", () => {
    expect(LOGIN_LIMIT).toEqual({ max: 5, windowSeconds: 60 });
    expect(RESET_REQUEST_LIMIT).toEqual({ max: 5, windowSeconds: 900 });
  });

  it("limits a key once it reaches the maximum within the window", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < limit.max; i++) {
      expect(await isLimited(db, [k], limit)).toBe(false);
      await hit(db, [k], limit);
    }
    expect(await isLimited(db, [k], limit)).toBe(true);
  });

  it("limits when any one of the keys is at its maximum", async () => {
    const db = getDb();
    const [a, b] = [key(), key()];
    for (let i = 0; i < limit.max; i++) await hit(db, [a], limit);
    await hit(db, [b], limit);
    expect(await isLimited(db, [b], limit)).toBe(false);
    expect(await isLimited(db, [a, b], limit)).toBe(true);
  });

  it("counts concurrent hits exactly (one row per key, atomic upsert)", async () => {
    const db = getDb();
    const k = key();
    await Promise.all(Array.from({ length: 8 }, () => hit(db, [k], limit)));
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row?.count).toBe(8);
  });

  it("starts a new window once the old one is over", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < limit.max; i++) await hit(db, [k], limit);
    await db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - (limit.windowSeconds + 5) * 1000) })
      .where(eq(rateLimits.key, k));
    expect(await isLimited(db, [k], limit)).toBe(false);
    await hit(db, [k], limit);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row?.count).toBe(1);
    expect(Date.now() - row!.windowStart.getTime()).toBeLessThan(10_000);
  });

  it("clears keys", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < limit.max; i++) await hit(db, [k], limit);
    await clear(db, [k]);
    expect(await isLimited(db, [k], limit)).toBe(false);
  });
});

describe("clientIp", () => {
  it("prefers x-real-ip, then the last x-forwarded-for hop, else a shared bucket", () => {
    expect(clientIp(new Headers({ "x-real-ip": " 203.0.113.7 ", "x-forwarded-for": "1.1.1.1" }))).toBe("203.0.113.7");
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(new Headers())).toBe("local");
  });
});
