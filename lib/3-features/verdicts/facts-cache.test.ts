import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { cachedSpotFacts, type SpotFacts } from "./facts-cache";

const db = {} as Db; // the cache only uses the handle as a key
const facts = (n: number, hours = 1) => ({ spot: { latitude: n }, facts: Array.from({ length: hours }, () => ({})) }) as unknown as SpotFacts;

describe("cachedSpotFacts", () => {
  it("computes once within the time to live, again after it", async () => {
    let calls = 0;
    const compute = async () => facts(++calls);
    const [a, b] = await Promise.all([cachedSpotFacts(db, 1, 0, 5_000, compute), cachedSpotFacts(db, 1, 10, 5_000, compute)]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect((await cachedSpotFacts(db, 1, 5_001, 5_000, compute)).spot.latitude).toBe(2);
  });

  it("keeps spots apart, never keeps a failure, and does not cache with a time to live of 0", async () => {
    let calls = 0;
    await cachedSpotFacts(db, 2, 0, 5_000, async () => facts(++calls));
    await expect(cachedSpotFacts(db, 3, 0, 5_000, async () => Promise.reject(new Error("base")))).rejects.toThrow("base");
    expect((await cachedSpotFacts(db, 3, 1, 5_000, async () => facts(++calls))).spot.latitude).toBe(2);
    await cachedSpotFacts(db, 4, 0, 0, async () => facts(++calls));
    await cachedSpotFacts(db, 4, 0, 0, async () => facts(++calls));
    expect(calls).toBe(4);
  });

  it("does not keep facts without an hour: a first forecast stored a moment later shows at once", async () => {
    let calls = 0;
    const first = await cachedSpotFacts(db, 5, 0, 5_000, async () => facts(++calls, 0));
    expect(first.facts).toHaveLength(0);
    const second = await cachedSpotFacts(db, 5, 10, 5_000, async () => facts(++calls, 24));
    expect(second.facts).toHaveLength(24);
    expect((await cachedSpotFacts(db, 5, 20, 5_000, async () => facts(++calls, 0))).facts).toHaveLength(24);
    expect(calls).toBe(2);
  });
});
