import { describe, expect, it, vi } from "vitest";
import { perOwner, perOwnerAndTtl, TtlCache } from "./ttl-cache";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("TtlCache", () => {
  it("keeps a value for its TTL from the moment it was asked for, then computes it again", () => {
    const cache = new TtlCache<number, string>({ max: 10, ttlMs: 5_000 });
    const compute = vi.fn(() => "prévision");
    cache.get(7, compute, 1_000);
    expect(cache.get(7, compute, 5_999)).toBe("prévision");
    expect(compute).toHaveBeenCalledTimes(1);
    cache.get(7, compute, 6_000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("shares a computation still running, even with a TTL of 0, and keeps nothing once it is done", async () => {
    const cache = new TtlCache<number, Promise<string>>({ max: 10, ttlMs: 0 });
    let finish!: (v: string) => void;
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const [a, b] = [cache.get(1, compute), cache.get(1, compute)];
    expect(a).toBe(b);
    expect(compute).toHaveBeenCalledTimes(1);
    finish("fait");
    expect(await b).toBe("fait");
    await tick();
    expect(cache.size).toBe(0);
    void cache.get(1, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure: the next caller tries again", async () => {
    const cache = new TtlCache<number, Promise<string>>({ max: 10, ttlMs: 60_000 });
    const failing = () => Promise.reject(new Error("le fournisseur ne répond pas"));
    await expect(cache.get(1, failing)).rejects.toThrow("ne répond pas");
    await tick();
    expect(await cache.get(1, () => Promise.resolve("ok"))).toBe("ok");
  });

  it("keeps a value as long as the value says, not at all when it says 0", async () => {
    const cache = new TtlCache<string, Promise<{ freshForMs: number }>>({ max: 10, ttlMs: (v) => v.freshForMs });
    await cache.get("frais", async () => ({ freshForMs: 1_000 }), 0);
    await cache.get("périmé", async () => ({ freshForMs: 0 }), 0);
    await tick();
    const again = vi.fn(async () => ({ freshForMs: 1_000 }));
    await cache.get("frais", again, 999);
    expect(again).not.toHaveBeenCalled();
    await cache.get("périmé", again, 1);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it("holds at most `max` keys, the oldest going first", () => {
    const cache = new TtlCache<number, number>({ max: 2, ttlMs: Infinity });
    for (const k of [1, 2, 3]) cache.get(k, () => k * 10);
    expect(cache.size).toBe(2);
    const compute = vi.fn(() => 0);
    cache.get(3, compute);
    cache.get(2, compute);
    expect(compute).not.toHaveBeenCalled();
    cache.get(1, compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("with `lru`, lets the least recently used key go first: a key asked for again stays", () => {
    const cache = new TtlCache<number, number>({ max: 2, ttlMs: Infinity, lru: true });
    cache.get(1, () => 10);
    cache.get(2, () => 20);
    cache.get(1, () => -1); // renews 1: now 2 is the least recently used
    cache.get(3, () => 30);
    const compute = vi.fn(() => 0);
    expect(cache.get(1, compute)).toBe(10);
    expect(compute).not.toHaveBeenCalled();
    cache.get(2, compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("a failure of an older computation does not drop a newer one for the same key", async () => {
    const cache = new TtlCache<number, Promise<string>>({ max: 10, ttlMs: 1_000 });
    let fail!: (e: Error) => void;
    const first = cache.get(1, () => new Promise<string>((_, reject) => (fail = reject)), 0);
    cache.delete(1);
    const second = cache.get(1, () => Promise.resolve("nouveau"), 0);
    fail(new Error("ancien"));
    await expect(first).rejects.toThrow("ancien");
    await tick();
    expect(cache.get(1, () => Promise.resolve("autre"), 10)).toBe(second);
  });
});

describe("perOwner", () => {
  it("gives each owner its own state, made once", () => {
    const cacheOf = perOwner<object, TtlCache<number, number>>(() => new TtlCache({ max: 1, ttlMs: Infinity }));
    const [a, b] = [{}, {}];
    expect(cacheOf(a)).toBe(cacheOf(a));
    expect(cacheOf(a)).not.toBe(cacheOf(b));
  });
});

describe("perOwnerAndTtl", () => {
  it("gives each owner and time to live its own cache, which keeps a value that long", () => {
    const cacheOf = perOwnerAndTtl<object, string, number>(10);
    const [a, b] = [{}, {}];
    expect(cacheOf(a, 100)).toBe(cacheOf(a, 100));
    expect(cacheOf(a, 100)).not.toBe(cacheOf(a, 200));
    expect(cacheOf(a, 100)).not.toBe(cacheOf(b, 100));
    let calls = 0;
    const compute = () => ++calls;
    expect(cacheOf(a, 100).get("k", compute, 0)).toBe(1);
    expect(cacheOf(a, 100).get("k", compute, 99)).toBe(1);
    expect(cacheOf(a, 100).get("k", compute, 100)).toBe(2);
  });
});
