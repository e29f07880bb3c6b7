import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { startFakeHistorical, type FakeHistorical } from "@/tests/fakes/historical-server";
import { insertSpots, isolatedDatabase } from "@/tests/support/forecast-spots";
import { callBudget } from "../../0-base/pacing";
import { historyCoverage, saveHistoryRows } from "../../2-stores/history/wind-history";
import { archiveSource, fetchHistories, historyDayQuota, HISTORY_BUDGET_SHARE } from "./fetch";

/* The history job on a database of its own: it fetches for every spot of its database. */
const NOW = new Date("2026-12-06T12:00:00Z"); // the years 2021–2025
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let db: Db;
let fake: FakeHistorical;
let spots: { id: number; latitude: number; longitude: number }[];

beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.db;
  fake = await startFakeHistorical({ now: () => new Date("2027-06-01T00:00:00Z") });
  spots = (await insertSpots(db, [{ latitude: 50.87, longitude: 1.58 }, { latitude: 43.3, longitude: 5.37 }])).spots;
});
afterAll(async () => {
  await fake.close();
  await isolated.stop();
});
beforeEach(() => fake.reset());

const bigBudget = () => callBudget({ perMinute: 10_000, perHour: 100_000, perDay: 1_000_000 });
const years = async () => Object.fromEntries([...(await historyCoverage(db))].map(([id, c]) => [id, c.years]));
const [A, B] = [0, 1];

describe("fetchHistories", () => {
  it("fetches the newest year of every spot first, within the day's quota, and goes on the next day", async () => {
    const source = archiveSource(fake.url);
    // A quota of 36 calls: four years of 7.8 calls fit (31.3), a fifth would not (39.1 > 36).
    const budget = bigBudget();
    const first = await fetchHistories(db, { now: NOW, source, budget, dayQuota: 36 });
    expect(first).toMatchObject({ missing: 10, requests: 4, fetched: 4, failed: 0, remaining: 6, exhausted: "perDay" });
    expect(await years()).toEqual({ [spots[A]!.id]: [2024, 2025], [spots[B]!.id]: [2024, 2025] });
    // What Open-Meteo counted is what the job took from the budget.
    expect(fake.weight).toBeCloseTo(first.calls, 1);
    expect(budget.used().perDay).toBeCloseTo(first.calls, 1);
    // The quota is counted from the rows fetched in the last 24 hours: another process, the same day, asks nothing.
    expect(await fetchHistories(db, { now: new Date(NOW.getTime() + 3_600_000), source, budget: bigBudget(), dayQuota: 36 })).toMatchObject({ requests: 0 });

    const nextDay = new Date(NOW.getTime() + 86_400_000);
    const second = await fetchHistories(db, { now: nextDay, source, budget: bigBudget() });
    expect(second).toMatchObject({ missing: 6, fetched: 6, remaining: 0, exhausted: null });
    expect(await years()).toEqual({ [spots[A]!.id]: [2021, 2022, 2023, 2024, 2025], [spots[B]!.id]: [2021, 2022, 2023, 2024, 2025] });
    // Five years of three variables: 39.1 calls a spot, as Open-Meteo counts them.
    expect(fake.weight / spots.length).toBeCloseTo(39.1, 1);
    expect(fake.callsFor(spots[A]!.latitude, spots[A]!.longitude)).toBe(5);

    const third = await fetchHistories(db, { now: nextDay, source, budget: bigBudget() });
    expect(third).toMatchObject({ missing: 0, requests: 0 });
  });

  it("leaves room for the day's forecasts: its quota shrinks with the spots, to none past what the plan holds", () => {
    const free = { perMinute: 600, perHour: 5_000, perDay: 10_000 };
    expect(historyDayQuota(free, 180)).toBe(8_000 - 4_320);
    expect(historyDayQuota(free, 400)).toBe(0);
    expect(historyDayQuota({ ...free, perDay: 1_000_000 }, 180)).toBe(800_000 - 4_320);
  });

  it("leaves the budget to the forecasts: nothing is asked once the plan is used past its share", async () => {
    await insertSpots(db, [{ latitude: 48.4, longitude: -4.5 }]);
    const budget = callBudget({ perMinute: 100_000, perHour: 100_000, perDay: 100_000 });
    await budget.take(100_000 * HISTORY_BUDGET_SHARE - 5); // the forecasts' and readers' calls of the day
    const report = await fetchHistories(db, { now: NOW, source: archiveSource(fake.url), budget });
    expect(report).toMatchObject({ missing: 5, requests: 0, exhausted: "perDay" });
    expect(fake.calls).toBe(0);
  });

  it("moves to the next year once it is complete in the archive, dropping the oldest", async () => {
    const report = await fetchHistories(db, { now: new Date("2027-01-10T00:00:00Z"), source: archiveSource(fake.url), budget: bigBudget() });
    // The two spots' 2026, and the five years of the spot the budget held back.
    expect(report).toMatchObject({ missing: 7, fetched: 7, dropped: 24 });
    expect(Object.values(await years())).toEqual(Array.from({ length: 3 }, () => [2022, 2023, 2024, 2025, 2026]));
  });

  it("skips a spot whose archive fails until the next run, and fetches the others", async () => {
    const [c] = (await insertSpots(db, [{ latitude: 47.1, longitude: -2.3 }])).spots;
    const d = (await insertSpots(db, [{ latitude: 46.1, longitude: -1.3 }])).spots[0]!;
    fake.setMode("down", { latitude: c!.latitude, longitude: c!.longitude });
    const later = new Date("2027-01-10T00:00:00Z");
    const report = await fetchHistories(db, { now: later, source: archiveSource(fake.url), budget: bigBudget() });
    expect(report).toMatchObject({ missing: 10, requests: 6, fetched: 5, failed: 1, remaining: 5 });
    expect((await historyCoverage(db)).get(d.id)?.years).toHaveLength(5);
    expect((await historyCoverage(db)).get(c!.id)).toBeUndefined();
    // A partial month stored by hand is not a year: it is asked for again.
    await saveHistoryRows(db, c!.id, [{ month: new Date("2026-01-01T00:00:00Z"), windSpeed: [1], windGust: [1], windDirection: [1] }], later);
    expect((await historyCoverage(db)).get(c!.id)?.years).toEqual([]);
  });
});
