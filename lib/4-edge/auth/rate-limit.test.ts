import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { uniqueName } from "@/tests/support/api";
import {
  clear,
  hit,
  isLimited,
  LOGIN_ACCOUNT_DAILY_LIMIT,
  LOGIN_BACKOFF,
  LOGIN_IP_LIMIT,
  reserveBackoff,
  RESET_REQUEST_EMAIL_LIMIT,
  RESET_REQUEST_IP_LIMIT,
  type Limit,
} from "./rate-limit";

const limit: Limit = { max: 3, windowSeconds: 60 };
const key = () => uniqueName("test:key:");

describe("database rate limits", () => {
  it("keeps the issue's numbers: reset requests 3 per address and 30 per IP in 15 minutes; logins back off, capped daily", () => {
    expect(RESET_REQUEST_EMAIL_LIMIT).toEqual({ max: 3, windowSeconds: 900 });
    expect(RESET_REQUEST_IP_LIMIT).toEqual({ max: 30, windowSeconds: 900 });
    expect(LOGIN_IP_LIMIT).toEqual({ max: 10, windowSeconds: 60 });
    expect(LOGIN_ACCOUNT_DAILY_LIMIT).toEqual({ max: 100, windowSeconds: 86_400 });
    expect(LOGIN_BACKOFF).toMatchObject({ freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 900 });
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

describe("reserveBackoff", () => {
  const age = (k: string, seconds: number) =>
    getDb()
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - seconds * 1000) })
      .where(eq(rateLimits.key, k));

  it("counts the free failures, then answers the wait, doubling with each counted failure up to the cap", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) expect(await reserveBackoff(db, k)).toBe(0);
    expect(await reserveBackoff(db, k)).toBe(30);
    await age(k, 31);
    expect(await reserveBackoff(db, k)).toBe(0);
    expect(await reserveBackoff(db, k)).toBe(60);
    for (let n = 0; n < 10; n++) {
      await age(k, LOGIN_BACKOFF.maxWaitSeconds + 1);
      expect(await reserveBackoff(db, k)).toBe(0);
    }
    expect(await reserveBackoff(db, k)).toBe(LOGIN_BACKOFF.maxWaitSeconds);
  });

  it("lets exactly the free failures through when they arrive together", async () => {
    const db = getDb();
    const k = key();
    const waits = await Promise.all(Array.from({ length: 12 }, () => reserveBackoff(db, k)));
    expect(waits.filter((w) => w === 0)).toHaveLength(LOGIN_BACKOFF.freeFailures);
  });

  it("forgets a pair that stayed quiet for a day", async () => {
    const db = getDb();
    const k = key();
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures + 1; i++) await reserveBackoff(db, k);
    await age(k, LOGIN_BACKOFF.forgetAfterSeconds + 1);
    expect(await reserveBackoff(db, k)).toBe(0);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row?.count).toBe(1);
  });
});
