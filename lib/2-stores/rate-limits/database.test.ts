import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { uniqueName } from "@/tests/support/api";
import { clear, giveBack, hit, isLimited, purgeRateLimits, reserveBackoff, take, type Backoff, type Limit } from "./database";
import { SlidingWindowLimiter } from "./memory";

const limit: Limit = { max: 3, windowSeconds: 60 };
const key = () => uniqueName("test:key:");
/** The logins' numbers (lib/4-edge/auth/limits.ts): 5 free failures, then 30 s doubling up to 15 min, forgotten after a day. */
const BACKOFF: Backoff = { freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 900, forgetAfterSeconds: 86_400 };

describe("database rate limits", () => {
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

describe("reserveBackoff", () => {
  const age = (k: string, seconds: number) =>
    getDb()
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - seconds * 1000) })
      .where(eq(rateLimits.key, k));

  it("counts the free failures, then answers the wait, doubling with each counted failure up to the cap", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < BACKOFF.freeFailures; i++) expect(await reserveBackoff(db, k, BACKOFF)).toBe(0);
    expect(await reserveBackoff(db, k, BACKOFF)).toBe(30);
    await age(k, 31);
    expect(await reserveBackoff(db, k, BACKOFF)).toBe(0);
    expect(await reserveBackoff(db, k, BACKOFF)).toBe(60);
    for (let n = 0; n < 10; n++) {
      await age(k, BACKOFF.maxWaitSeconds + 1);
      expect(await reserveBackoff(db, k, BACKOFF)).toBe(0);
    }
    expect(await reserveBackoff(db, k, BACKOFF)).toBe(BACKOFF.maxWaitSeconds);
  });

  it("lets exactly the free failures through when they arrive together", async () => {
    const db = getDb();
    const k = key();
    const waits = await Promise.all(Array.from({ length: 12 }, () => reserveBackoff(db, k, BACKOFF)));
    expect(waits.filter((w) => w === 0)).toHaveLength(BACKOFF.freeFailures);
  });

  it("forgets a pair that stayed quiet for a day", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < BACKOFF.freeFailures + 1; i++) await reserveBackoff(db, k, BACKOFF);
    await age(k, BACKOFF.forgetAfterSeconds + 1);
    expect(await reserveBackoff(db, k, BACKOFF)).toBe(0);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row?.count).toBe(1);
  });
});

describe("take: quotas charged all or none", () => {
  it("charges every counter when each has room, none when one lacks it, and refuses an amount larger than the limit", async () => {
    const db = getDb();
    const [count, bytes] = [key(), key()];
    const charge = (amount: number) => [
      { key: count, limit: { max: 3, windowSeconds: 60 } },
      { key: bytes, limit: { max: 1000, windowSeconds: 60 }, amount },
    ];
    expect(await take(db, charge(900))).toBe(true);
    expect(await take(db, charge(200))).toBe(false); // 1,100 bytes: neither counter moves
    expect(await take(db, charge(100))).toBe(true);
    expect(await take(db, charge(1))).toBe(false);
    const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, [count, bytes]));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.count]))).toEqual({ [count]: 2, [bytes]: 1000 });
    expect(await take(db, [{ key: key(), limit: { max: 10, windowSeconds: 60 }, amount: 11 }])).toBe(false);
  });

  it("never lets concurrent callers past the limit, and gives a slot back", async () => {
    const db = getDb();
    const k = key();
    const results = await Promise.all(Array.from({ length: 10 }, () => take(db, [{ key: k, limit }])));
    expect(results.filter(Boolean)).toHaveLength(limit.max);
    await giveBack(db, [k]);
    expect(await take(db, [{ key: k, limit }])).toBe(true);
    expect(await take(db, [{ key: k, limit }])).toBe(false);
  });

  it("starts a new window once the old one is over", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < limit.max; i++) await take(db, [{ key: k, limit }]);
    expect(await take(db, [{ key: k, limit }])).toBe(false);
    await db.update(rateLimits).set({ windowStart: new Date(Date.now() - (limit.windowSeconds + 5) * 1000) }).where(eq(rateLimits.key, k));
    expect(await take(db, [{ key: k, limit }])).toBe(true);
  });
});

describe("purgeRateLimits", () => {
  it("deletes the counters past their expiry and keeps the others", async () => {
    const db = getDb();
    const [old, fresh, backoff] = [key(), key(), key()];
    await hit(db, [old, fresh], limit);
    await reserveBackoff(db, backoff, BACKOFF);
    await db.update(rateLimits).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, old));
    expect(await purgeRateLimits(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(rateLimits).where(inArray(rateLimits.key, [old, fresh, backoff]));
    expect(left.map((r) => r.key).sort()).toEqual([fresh, backoff].sort());
    // Each write says how long it matters: the window, or the back-off's memory.
    const expiry = Object.fromEntries(left.map((r) => [r.key, (r.expiresAt.getTime() - Date.now()) / 1000]));
    expect(expiry[fresh]).toBeGreaterThan(limit.windowSeconds - 10);
    expect(expiry[fresh]).toBeLessThanOrEqual(limit.windowSeconds + 1);
    expect(expiry[backoff]).toBeGreaterThan(BACKOFF.forgetAfterSeconds - 10);
  });
});

describe("SlidingWindowLimiter (per instance)", () => {
  it("lets `limit` events through per window and key, a refused one not counted", () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    try {
      expect([limiter.take("a", 0), limiter.take("a", 10), limiter.take("a", 20), limiter.take("b", 20)]).toEqual([true, true, false, true]);
      expect(limiter.take("a", 1001)).toBe(true); // the first one left the window
      expect(limiter.take("a", 1005)).toBe(false);
    } finally {
      limiter.close();
    }
  });
});
