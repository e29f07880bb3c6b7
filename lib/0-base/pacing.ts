/*
 * Pacing calls to a provider whose plan counts calls per minute, hour and day (Open-Meteo: lib/0-base/open-meteo-plan.ts).
 * A call may weigh more than one (Open-Meteo counts a request by its locations, variables and models), so the
 * windows sum weights, not requests.
 *
 * Not a second rate limiter (lib/2-stores/rate-limits): a limiter answers a user's request at once, yes or no, and
 * a refused hit is gone. Pacing never refuses our own calls: it makes them wait until they fit in all three windows
 * at once (giving up only past the wait its caller accepts), weighs them, and keeps per process, in memory.
 */

export type CallLimits = { perMinute: number; perHour: number; perDay: number };

const WINDOWS = [
  ["perMinute", 60_000],
  ["perHour", 3_600_000],
  ["perDay", 86_400_000],
] as const;

/** A request the budget cannot let through within the wait its caller accepts. */
export class BudgetExhausted extends Error {
  override readonly name = "BudgetExhausted";
  constructor(
    readonly window: keyof CallLimits,
    readonly waitMs: number,
  ) {
    super(`call budget ${window} exhausted (next room in ${Math.ceil(waitMs / 1000)} s)`);
  }
}

export type TakeOptions = {
  /** The part of each limit this caller may use (the batch leaves the rest to readers): 0–1, default 1. */
  share?: number;
  /** Longest wait accepted; past it BudgetExhausted is thrown at once, nothing taken. Default: no limit. */
  maxWaitMs?: number;
};

/**
 * Weighted sliding windows of a minute, an hour and a day: `take(weight)` resolves once `weight` more calls fit
 * in all three (at once while they do), and records them. One per process and provider plan.
 */
export function callBudget(limits: CallLimits, now: () => number = Date.now) {
  const calls: { at: number; weight: number }[] = [];

  /** How long until `weight` fits in every window at `share` of its limit; 0 when it fits now. */
  function waitFor(weight: number, share: number, t: number): { waitMs: number; window: keyof CallLimits } {
    let longest: { waitMs: number; window: keyof CallLimits } = { waitMs: 0, window: "perMinute" };
    for (const [window, length] of WINDOWS) {
      const limit = limits[window] * share;
      if (weight > limit) return { waitMs: Infinity, window };
      let used = 0;
      for (const c of calls) if (c.at > t - length) used += c.weight;
      // Oldest first: drop calls until the weight fits; the window has room when the last one dropped leaves it.
      for (let i = 0; used + weight > limit + 1e-9 && i < calls.length; i++) {
        if (calls[i].at <= t - length) continue;
        used -= calls[i].weight;
        const waitMs = calls[i].at + length - t;
        if (used + weight <= limit + 1e-9 && waitMs > longest.waitMs) longest = { waitMs, window };
      }
    }
    return longest;
  }

  return {
    limits,
    async take(weight: number, options: TakeOptions = {}): Promise<void> {
      const share = options.share ?? 1;
      for (;;) {
        const t = now();
        while (calls.length && calls[0].at <= t - WINDOWS[2][1]) calls.shift();
        const { waitMs, window } = waitFor(weight, share, t);
        if (waitMs === 0) {
          calls.push({ at: t, weight });
          return;
        }
        if (waitMs === Infinity || waitMs > (options.maxWaitMs ?? Infinity)) throw new BudgetExhausted(window, waitMs);
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    },
    /** Calls counted in each window now (for reports and tests). */
    used(): CallLimits {
      const t = now();
      const sum = (length: number) => calls.reduce((s, c) => (c.at > t - length ? s + c.weight : s), 0);
      return { perMinute: sum(60_000), perHour: sum(3_600_000), perDay: sum(86_400_000) };
    },
  };
}

export type CallBudget = ReturnType<typeof callBudget>;

/** Runs `work` on every item with at most `concurrency` at a time; resolves when all are done. */
export async function forEachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
