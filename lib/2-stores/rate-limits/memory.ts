/*
 * The rate limiter's per-instance form (./database.ts is the one that spans instances): a sliding window in
 * memory, for the rates of socket events (messages, typing, joins, live-wind watches), checked on every event,
 * where a database write per keystroke would cost more than the limit protects. Each instance counts its own
 * sockets: a user spreading sockets over several instances gets the limit once per instance, which is
 * acceptable for a chat. What must hold across instances (quotas, logins) uses ./database.ts.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string | number, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    // Forget users who went quiet, so the map does not grow with every user ever seen.
    this.sweeper = setInterval(() => this.sweep(), windowMs).unref();
  }

  /** Records a hit and says whether it is within the limit (a refused hit is not recorded). */
  take(key: string | number, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    return true;
  }

  /** How long until `take(key)` would succeed again (0: at once). */
  waitMs(key: string | number, now = Date.now()): number {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length < this.limit) return 0;
    return list[list.length - this.limit]! + this.windowMs - now;
  }

  sweep(now = Date.now()): void {
    const since = now - this.windowMs;
    for (const [key, list] of this.hits) if (!list.some((t) => t > since)) this.hits.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
