import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { spots, tideTimes, weatherForecasts } from "@/db/schema";
import { registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import { bestVerdictByDay } from "../../1-domain/verdict/days";
import { updatePreferences } from "../../2-stores/users/preferences";
import { spotVerdicts } from "./spot-verdicts";
import { todayVerdicts } from "./today";

const db = getDb();
// A day of its own: no other test file stores forecast hours on it. Brest-like spots, sunrise ~04:15Z.
const DAY = "2031-06-21";
const now = () => new Date(`${DAY}T09:00:00Z`);
const deps = { now, factsTtlMs: 0 };
const TIDAL = { ...westBeach, tide: { minHeightM: 3, maxHeightM: null, note: "Baie qui découvre" } };

let ids: { windy: number; calmToday: number; noForecast: number; bare: number; tidalLow: number; tidalUnknown: number };
let remove: () => Promise<unknown>;

beforeAll(async () => {
  const inserted = await insertSpots(db, Array.from({ length: 6 }, () => ({ latitude: 48.39, longitude: -4.49 })));
  const [windy, calmToday, noForecast, bare, tidalLow, tidalUnknown] = inserted.spots.map((s) => s.id) as number[];
  ids = { windy: windy!, calmToday: calmToday!, noForecast: noForecast!, bare: bare!, tidalLow: tidalLow!, tidalUnknown: tidalUnknown! };
  remove = inserted.remove;
  for (const id of [windy!, calmToday!, noForecast!]) await setKnowledge(db, id, westBeach);
  for (const id of [tidalLow!, tidalUnknown!]) {
    await setKnowledge(db, id, TIDAL);
    // Fresh: the forecast page's reader (spotVerdicts, compared below) does not predict them again.
    await db.update(spots).set({ tidesComputedAt: now() }).where(eq(spots.id, id));
  }
  // Paris day: 22:00Z the evening before → 22:00Z. Hours from 00:00Z, and the days around it.
  await db.insert(weatherForecasts).values([
    ...forecastRows(windy!, `${DAY}T00:00:00Z`, 22, 20, 260),
    ...forecastRows(windy!, "2031-06-20T00:00:00Z", 20, 3, 260), // yesterday: nothing to say about today
    ...forecastRows(calmToday!, `${DAY}T00:00:00Z`, 22, 4, 260),
    ...forecastRows(calmToday!, "2031-06-22T00:00:00Z", 22, 20, 260), // tomorrow is windy: not today
    ...forecastRows(bare!, `${DAY}T00:00:00Z`, 22, 20, 260),
    ...forecastRows(tidalLow!, `${DAY}T00:00:00Z`, 22, 20, 260),
    ...forecastRows(tidalUnknown!, `${DAY}T00:00:00Z`, 22, 20, 260),
  ]);
  // Low water all day long at tidalLow: 1 m under its 3 m minimum; tidalUnknown has no stored tide.
  await db.insert(tideTimes).values(
    ["2031-06-20T20:00:00Z", `${DAY}T08:00:00Z`, `${DAY}T20:00:00Z`, "2031-06-22T08:00:00Z"].map((t, i) => ({
      spotId: tidalLow!,
      tideTime: new Date(t),
      lastUpdated: now(),
      height: i % 2 ? 1 : 1.5,
      coefficient: null,
      type: i % 2 ? ("low" as const) : ("high" as const),
    })),
  );
});
afterAll(() => remove());

describe("todayVerdicts", () => {
  it("gives every spot today's best verdict, null without a forecast for today or without knowledge", async () => {
    const { user } = await registerUser();
    // Other test files add and remove spots meanwhile: every spot there before and after is answered, and nothing else.
    const spotIds = async () => new Set((await db.select({ id: spots.id }).from(spots)).map((s) => String(s.id)));
    const before = await spotIds();
    const verdicts = await todayVerdicts(db, user.id, deps);
    const after = await spotIds();
    for (const id of before) if (after.has(id)) expect(verdicts).toHaveProperty(id);
    for (const id of Object.keys(verdicts)) expect(before.has(id) || after.has(id), id).toBe(true);
    expect(verdicts[ids.windy]).toBe("go");
    expect(verdicts[ids.calmToday]).toBe("no"); // 4 knots today; tomorrow's 20 knots do not count
    expect(verdicts[ids.noForecast]).toBeNull();
    expect(verdicts[ids.bare]).toBeNull(); // a forecast, but no « fiche de navigabilité »
  });

  it("reads the stored tides of spots with tide limits", async () => {
    const { user } = await registerUser();
    const verdicts = await todayVerdicts(db, user.id, deps);
    expect(verdicts[ids.tidalLow]).toBe("no"); // always under the minimum height
    expect(verdicts[ids.tidalUnknown]).toBe("marginal"); // height unknown: capped, not blocked
  });

  it("follows the rider's conditions", async () => {
    const { user } = await registerUser();
    await updatePreferences(db, user.id, { windMinKn: 25, windMaxKn: 35 });
    expect((await todayVerdicts(db, user.id, deps))[ids.windy]).toBe("no");
  });

  it("agrees with the forecast page's hourly verdicts (the home grid's day)", async () => {
    const { user } = await registerUser();
    const verdicts = await todayVerdicts(db, user.id, deps);
    for (const id of [ids.windy, ids.calmToday, ids.tidalLow, ids.tidalUnknown]) {
      const hours = await spotVerdicts(db, id, user.id, deps);
      const today = bestVerdictByDay(hours).find(([day]) => day === DAY)?.[1];
      expect(verdicts[id], `spot ${id}`).toBe(today);
    }
  });

  it("keeps the spots' facts a while for the next riders, and computes them anew the next day", async () => {
    const { user } = await registerUser();
    const cached = { now, factsTtlMs: 60_000 };
    expect((await todayVerdicts(db, user.id, cached))[ids.windy]).toBe("go");
    await db.delete(weatherForecasts).where(eq(weatherForecasts.spotId, ids.windy));
    expect((await todayVerdicts(db, user.id, cached))[ids.windy]).toBe("go"); // within the minute: kept
    const tomorrow = { now: () => new Date("2031-06-22T09:00:00Z"), factsTtlMs: 60_000 };
    expect((await todayVerdicts(db, user.id, tomorrow))[ids.windy]).toBeNull();
  });
});
