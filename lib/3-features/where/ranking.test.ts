import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { registerUser } from "@/tests/support/api";
import { setKnowledge } from "@/tests/support/knowledge";
import { insertTestSpots } from "@/tests/support/spots";
import { ms, westBeach } from "@/tests/support/verdict";
import { Invalid } from "../../0-base/errors";
import { WHERE_ERRORS } from "../../1-domain/where/messages";
import { saveHomeFromSpot } from "../../2-stores/users/home";
import { updatePreferences } from "../../2-stores/users/preferences";
import { riderWeek } from "./forecast-days";
import { monthRanking, whereToRide } from "./ranking";
import { saveHistoryRows } from "../../2-stores/history/wind-history";
import { historyYear } from "@/tests/support/history";
import { getPreferences } from "../../2-stores/users/preferences";

const db = getDb();
const HOUR = 3_600_000;
// Wednesday 16 June 2032, 09:00 in Paris; a place of its own in the Bay of Biscay (sunrise ~04:20Z, sunset ~20:10Z).
const NOW = new Date("2032-06-16T07:00:00Z");
const FIRST = Date.parse("2032-06-16T00:00:00Z");
const ORIGIN = { lat: 45.5, lon: -3.5 };
const deps = { now: () => NOW, versionTtlMs: 0 };

let spots: Awaited<ReturnType<typeof insertTestSpots<"near" | "mid" | "far" | "calm" | "outside">>>;

/** Eight days of hours from Wednesday 00:00Z, `kn(t)` knots from the west-south-west (onshore at westBeach). */
const rows = (spotId: number, kn: (t: Date) => number, lastUpdated = NOW) =>
  Array.from({ length: 8 * 24 }, (_, i) => {
    const t = new Date(FIRST + i * HOUR);
    const k = kn(t);
    return { spotId, forecastDate: t, lastUpdated, temperature: 18, windSpeed: ms(k), windDirection: 260, windGust: ms(k + 4), humidity: 70, description: "Ensoleillé" };
  });
const hourOf = (t: Date) => t.getUTCHours();

beforeAll(async () => {
  spots = await insertTestSpots([
    { key: "near", latitude: 45.5, longitude: -3.5 },
    { key: "mid", latitude: 45.5, longitude: -3.37 },
    { key: "far", latitude: 45.5, longitude: -3.0 },
    { key: "calm", latitude: 45.6, longitude: -3.5 },
    { key: "outside", latitude: 46.2, longitude: -3.5 },
  ]);
  for (const id of Object.values<number>(spots.ids)) await setKnowledge(db, id, westBeach);
  const { near, mid, far, calm, outside } = spots.ids;
  await db.insert(weatherForecasts).values([
    ...rows(near, () => 20),
    ...rows(far, () => 20),
    ...rows(outside, () => 20),
    // Three hours of wind a day at « mid »: a shorter window.
    ...rows(mid, (t) => (hourOf(t) >= 10 && hourOf(t) < 13 ? 20 : 4)),
    // Calm all week but Friday, when it blows 30 knots from 10:00 to 16:00 UTC.
    ...rows(calm, (t) => (t.getUTCDate() === 18 && hourOf(t) >= 10 && hourOf(t) < 16 ? 30 : 4)),
  ]);
});
afterAll(() => spots.remove());

describe("whereToRide", () => {
  it("ranks the spots within the radius: « go » first, then the longer window, then the nearer", async () => {
    const { user } = await registerUser();
    const answer = await whereToRide(db, user.id, { ...ORIGIN, radiusKm: 50, when: "today" }, deps);
    const { near, mid, far, calm } = spots.ids;
    expect(answer.spots.map((s) => s.id)).toEqual([near, far, mid, calm]);
    expect(answer.spots.map((s) => s.verdict)).toEqual(["go", "go", "go", "no"]);
    expect(answer.spots.map((s) => s.distanceKm)).toEqual([0, 39, 10.1, 11.1]);
    // The day's « Navigable » window from the current hour (09:00 Paris) to the last full hour of light.
    expect(answer.spots[0]).toEqual({
      id: near,
      name: spots.names.near,
      distanceKm: 0,
      verdict: "go",
      window: { start: "2032-06-16T07:00:00.000Z", end: "2032-06-16T20:00:00.000Z", avgWindKn: 20, maxGustKn: 24, kiteSizeM2: 8, confidence: "moyenne" },
    });
    expect(answer.spots[2]!.window).toMatchObject({ start: "2032-06-16T10:00:00.000Z", end: "2032-06-16T13:00:00.000Z" });
    expect(answer.spots[3]!.window).toBeNull();
    expect(answer).toMatchObject({ origin: { name: null, latitude: 45.5, longitude: -3.5 }, radiusKm: 50, when: "today", nextRideable: null });
    // A wider radius takes in the spot 78 km away.
    const wider = await whereToRide(db, user.id, { ...ORIGIN, radiusKm: 100 }, deps);
    expect(wider.spots.map((s) => s.id)).toContain(spots.ids.outside);
  });

  it("judges tomorrow and the weekend on their own days (Friday's wind is not the weekend's)", async () => {
    const { user } = await registerUser();
    const tomorrow = await whereToRide(db, user.id, { ...ORIGIN, radiusKm: 50, when: "tomorrow" }, deps);
    expect(tomorrow.spots[0]!.window).toMatchObject({ start: "2032-06-17T06:00:00.000Z", end: "2032-06-17T20:00:00.000Z" });
    const weekend = await whereToRide(db, user.id, { ...ORIGIN, radiusKm: 50, when: "weekend" }, deps);
    expect(weekend.spots.map((s) => s.window?.start.slice(0, 10) ?? null)).toEqual(["2032-06-19", "2032-06-19", "2032-06-19", null]);
  });

  it("says nothing rides, and names the nearest day and spot that does, for a rider who needs 25 knots", async () => {
    const { user } = await registerUser();
    await updatePreferences(db, user.id, { windMinKn: 25, windMaxKn: 35 });
    const answer = await whereToRide(db, user.id, { ...ORIGIN, radiusKm: 50, when: "today" }, deps);
    expect(answer.spots.every((s) => s.verdict === "no" && s.window === null)).toBe(true);
    expect(answer.nextRideable).toEqual({ date: "2032-06-18", spotId: spots.ids.calm, name: spots.names.calm, distanceKm: 11.1 });
  });

  it("ranks from the rider's home town without a position, and wants one of them for a radius", async () => {
    const { user } = await registerUser();
    await expect(whereToRide(db, user.id, { radiusKm: 50 }, deps)).rejects.toEqual(new Invalid(WHERE_ERRORS.positionNeeded));
    // Without either, every spot is ranked, with no distance.
    const everywhere = await whereToRide(db, user.id, {}, deps);
    expect(everywhere.origin).toBeNull();
    expect(everywhere.spots.find((s) => s.id === spots.ids.near)).toMatchObject({ distanceKm: null, verdict: "go" });
    await saveHomeFromSpot(db, user.id, spots.ids.far);
    const fromHome = await whereToRide(db, user.id, { radiusKm: 20 }, deps);
    expect(fromHome.origin).toEqual({ name: spots.names.far, latitude: 45.5, longitude: -3 });
    expect(fromHome.spots.map((s) => s.id)).toEqual([spots.ids.far]);
  });

  it("judges once per set of conditions: riders alike share it, another set is its own, a new run is seen", async () => {
    const [a, b, c] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    await updatePreferences(db, c.user.id, { windMinKn: 25, windMaxKn: 35 });
    let t = NOW.getTime();
    const cached = { now: () => new Date(t), versionTtlMs: 1_000 };
    const [pa, pb, pc] = await Promise.all([a, b, c].map((r) => getPreferences(db, r.user.id)));
    const first = await riderWeek(db, pa!, new Date(t), cached);
    expect(await riderWeek(db, pb!, new Date(t), cached)).toBe(first);
    expect(await riderWeek(db, pc!, new Date(t), cached)).not.toBe(first);
    // Calm blows today from now on: within the version's second the ranking is kept, after it the new run shows.
    await db.delete(weatherForecasts).where(eq(weatherForecasts.spotId, spots.ids.calm));
    t += 500;
    await db.insert(weatherForecasts).values(rows(spots.ids.calm, () => 20, new Date(t)));
    const calmToday = async () => (await whereToRide(db, a.user.id, { ...ORIGIN, radiusKm: 50 }, cached)).spots.find((s) => s.id === spots.ids.calm)!.verdict;
    expect(await calmToday()).toBe("no");
    t += 1_000;
    expect(await calmToday()).toBe("go");
  });

  it("ranks a month from the spots' history: the days a year with a session, then the nearer", async () => {
    const { user } = await registerUser();
    const summer = (t: Date) => (t.getUTCMonth() >= 4 && t.getUTCMonth() <= 7 ? 20 : 4);
    const mayOnly = (t: Date) => (t.getUTCMonth() === 4 ? 20 : 4);
    for (const year of [2030, 2031]) {
      await saveHistoryRows(db, spots.ids.near, historyYear(year, summer), NOW);
      await saveHistoryRows(db, spots.ids.mid, historyYear(year, mayOnly), NOW);
      await saveHistoryRows(db, spots.ids.calm, historyYear(year, () => 4), NOW);
    }
    const history = { ...deps, coverageTtlMs: 0 };
    const may = await monthRanking(db, user.id, { ...ORIGIN, radiusKm: 50, month: 5 }, history);
    const { near, mid, calm } = spots.ids;
    // The spots without history (far, outside) are left out.
    expect(may.spots.map((s) => [s.id, s.verdict, s.rideableDays, s.days, s.window])).toEqual([
      [near, "go", 31, 31, null],
      [mid, "go", 31, 31, null],
      [calm, "no", 0, 31, null],
    ]);
    expect(may).toMatchObject({ month: 5, years: [2030, 2031], radiusKm: 50 });
    const july = await monthRanking(db, user.id, { ...ORIGIN, radiusKm: 50, month: 7 }, history);
    expect(july.spots.map((s) => [s.id, s.verdict])).toEqual([
      [near, "go"],
      [mid, "no"],
      [calm, "no"],
    ]);
  });
});
