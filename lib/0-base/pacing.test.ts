import { describe, expect, it, vi } from "vitest";
import {
  BATCH_REQUESTS_PER_MINUTE,
  forEachConcurrently,
  OPEN_METEO_CALLS_PER_MINUTE,
  OPEN_METEO_CALLS_PER_REQUEST,
  slidingWindow,
} from "./pacing";

describe("the batch's pace", () => {
  it("stays well under Open-Meteo's free tier of 600 calls a minute", () => {
    expect(BATCH_REQUESTS_PER_MINUTE * OPEN_METEO_CALLS_PER_REQUEST).toBeLessThan(OPEN_METEO_CALLS_PER_MINUTE);
    expect(BATCH_REQUESTS_PER_MINUTE).toBe(400);
  });

  it("lets a burst under the limit through at once and holds the next start until the window slides", async () => {
    vi.useFakeTimers();
    try {
      const take = slidingWindow(3, 60_000);
      const starts: number[] = [];
      const t0 = Date.now();
      const all = Promise.all(Array.from({ length: 5 }, () => take().then(() => starts.push(Date.now() - t0))));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(starts).toEqual([0, 0, 0]);
      await vi.advanceTimersByTimeAsync(1);
      await all;
      expect(starts).toEqual([0, 0, 0, 60_000, 60_000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs every item with at most `concurrency` at a time", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5 + (n % 3)));
      running--;
      done.push(n);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
