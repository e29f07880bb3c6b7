/*
 * The one in-process cache: what a computation gave, kept a while per key. Bounded (past `max` keys the oldest
 * goes), each value kept `ttlMs` from the moment it was asked for, or for a time that depends on the value.
 * A computation still running is shared: callers asking for its key meanwhile get the same promise, even with a
 * TTL of 0 (a cache of in-flight work only). A computation that fails is not kept: the next caller tries again.
 */

export type TtlCacheOptions<V> = {
  /** How many keys are kept at most; the oldest goes first. */
  max: number;
  /**
   * How long a value is kept, in ms from the moment it was asked for: a number, or what the settled value says
   * (0 or less: not kept once settled). Infinity keeps it until it is pushed out.
   */
  ttlMs: number | ((value: Awaited<V>) => number);
  /** The least recently used key goes first when full (each hit renews it); by default, the oldest computed. */
  lru?: boolean;
};

type Entry<V> = { value: V; until: number };

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();

  constructor(private readonly options: TtlCacheOptions<V>) {}

  /** The value kept for `key`, or the one `compute` gives (then kept). `now`: the clock, for tests. */
  get(key: K, compute: () => V, now = Date.now()): V {
    const hit = this.#entries.get(key);
    if (hit && hit.until > now) {
      if (this.options.lru) {
        // A Map keeps insertion order: moved to the end, the key is the last to go.
        this.#entries.delete(key);
        this.#entries.set(key, hit);
      }
      return hit.value;
    }
    this.#entries.delete(key);
    const value = compute();
    // While a promise runs it is shared, whatever its TTL turns out to be.
    const entry: Entry<V> = { value, until: Infinity };
    if (this.#entries.size >= this.options.max) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, entry);
    const settle = (settled: Awaited<V>) => {
      const ttl = typeof this.options.ttlMs === "function" ? this.options.ttlMs(settled) : this.options.ttlMs;
      if (ttl > 0) entry.until = now + ttl;
      else this.#forget(key, entry);
    };
    if (isPromise(value)) value.then((settled) => settle(settled as Awaited<V>), () => this.#forget(key, entry));
    else settle(value as Awaited<V>);
    return value;
  }

  /** The value kept for `key` (settled or still running), or undefined: nothing is computed. */
  peek(key: K, now = Date.now()): V | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.until > now ? hit.value : undefined;
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  // Only if the key still holds this computation: a newer one asked for since stays.
  #forget(key: K, entry: Entry<V>): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}

/**
 * One cache (or any state) per owner object, made at its first use and gone with the owner: per database
 * client, so that tests can play two instances of the app in one process.
 */
export function perOwner<O extends object, T>(make: () => T): (owner: O) => T {
  const byOwner = new WeakMap<O, T>();
  return (owner) => {
    let value = byOwner.get(owner);
    if (value === undefined) byOwner.set(owner, (value = make()));
    return value;
  };
}

/**
 * One cache per owner and time to live, for callers that take the TTL as a parameter (tests shorten or turn it
 * off). A TTL of 0 or less means no cache at all: the caller computes. `keep`: whether a settled value is kept
 * (by default, all are).
 */
export function perOwnerAndTtl<O extends object, K, V>(max: number, keep?: (value: Awaited<V>) => boolean): (owner: O, ttlMs: number) => TtlCache<K, V> {
  const byOwner = perOwner<O, Map<number, TtlCache<K, V>>>(() => new Map());
  return (owner, ttlMs) => {
    const byTtl = byOwner(owner);
    let cache = byTtl.get(ttlMs);
    if (!cache) byTtl.set(ttlMs, (cache = new TtlCache({ max, ttlMs: keep ? (value) => (keep(value) ? ttlMs : 0) : ttlMs })));
    return cache;
  };
}
