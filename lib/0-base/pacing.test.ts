import { describe, expect, it, vi } from "vitest";
import { BudgetExhausted, callBudget, forEachConcurrently } from "./pacing";

describe("the call budget", () => {
  it("lets calls through at once while they fit, then holds the next until the minute slides", async () => {
    vi.useFakeTimers();
    try {
      const budget = callBudget({ perMinute: 3, perHour: 100, perDay: 1_000 });
      const starts: number[] = [];
      const t0 = Date.now();
      const all = Promise.all(Array.from({ length: 5 }, () => budget.take(1).then(() => starts.push(Date.now() - t0))));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(starts).toEqual([0, 0, 0]);
      await vi.advanceTimersByTimeAsync(1);
      await all;
      expect(starts).toEqual([0, 0, 0, 60_000, 60_000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts weights, not requests: a request of 25 places with six models weighs 90 calls", async () => {
    const budget = callBudget({ perMinute: 100, perHour: 1_000, perDay: 10_000 });
    await budget.take(90);
    expect(budget.used()).toEqual({ perMinute: 90, perHour: 90, perDay: 90 });
    await expect(budget.take(20, { maxWaitMs: 0 })).rejects.toMatchObject({ window: "perMinute" });
    await budget.take(10, { maxWaitMs: 0 });
  });

  it("holds a call over the hour's budget until the hour slides, however free the minute is", async () => {
    let t = 0;
    const budget = callBudget({ perMinute: 600, perHour: 1_000, perDay: 10_000 }, () => t);
    for (let minute = 0; minute < 10; minute++, t += 60_000) await budget.take(100);
    // 1,000 calls in the last 10 minutes: the next one must wait for the first minute's 100 to leave the hour.
    const error = await budget.take(1, { maxWaitMs: 60_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExhausted);
    expect(error).toMatchObject({ window: "perHour", waitMs: 3_600_000 - 10 * 60_000 });
    t = 3_600_000;
    await budget.take(100, { maxWaitMs: 0 });
  });

  it("holds a call over the day's budget until the day slides", async () => {
    let t = 0;
    const budget = callBudget({ perMinute: 5_000, perHour: 5_000, perDay: 10_000 }, () => t);
    for (let hour = 0; hour < 2; hour++, t += 3_600_000) await budget.take(5_000);
    const error = await budget.take(1, { maxWaitMs: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ window: "perDay", waitMs: 86_400_000 - 2 * 3_600_000 });
    t = 86_400_000;
    await budget.take(1, { maxWaitMs: 0 });
  });

  it("keeps the rest of each window for others when given a share, and refuses what can never fit", async () => {
    const budget = callBudget({ perMinute: 100, perHour: 5_000, perDay: 10_000 });
    await budget.take(80, { share: 0.8 });
    await expect(budget.take(1, { share: 0.8, maxWaitMs: 0 })).rejects.toBeInstanceOf(BudgetExhausted);
    await budget.take(20, { maxWaitMs: 0 }); // a reader, with the whole budget
    await expect(budget.take(101)).rejects.toMatchObject({ waitMs: Infinity });
  });
});

describe("forEachConcurrently", () => {
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
