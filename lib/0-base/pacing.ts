/*
 * Keeping the batch refresher within Open-Meteo's free tier: 600 calls a minute, 5,000 an hour, 10,000 a day
 * (open-meteo.com/en/terms). A request with more than 10 variables counts as variables / 10 calls: ours asks
 * 6 variables of 2 models, 1.2 calls; every third hour it asks for all 6 models (3.6 calls, paced as three
 * requests: lib/2-stores/open-meteo/models.ts MODELS_REQUEST_WEIGHT), so 169 spots cost about 8,100 calls a day. The budget
 * keeps a fifth of the minute's allowance for readers.
 */
export const OPEN_METEO_CALLS_PER_MINUTE = 600;
export const OPEN_METEO_CALLS_PER_REQUEST = 1.2;
export const BATCH_REQUESTS_PER_MINUTE = Math.floor((OPEN_METEO_CALLS_PER_MINUTE * 0.8) / OPEN_METEO_CALLS_PER_REQUEST);

/** At most `limit` starts in any window of `windowMs` (a sliding window: bursts below the limit never wait). */
export function slidingWindow(limit: number, windowMs: number, now: () => number = Date.now) {
  const starts: number[] = [];
  return async function take(): Promise<void> {
    for (;;) {
      const t = now();
      while (starts.length && starts[0] <= t - windowMs) starts.shift();
      if (starts.length < limit) {
        starts.push(t);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, starts[0] + windowMs - t));
    }
  };
}

/** Runs `work` on every item with at most `concurrency` at a time; resolves when all are done. */
export async function forEachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
