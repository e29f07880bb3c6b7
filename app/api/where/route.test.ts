import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { LATITUDE_INVALID, LONGITUDE_INVALID } from "@/lib/1-domain/validation/spots";
import { WHERE_ERRORS } from "@/lib/1-domain/where/messages";
import type { WhereAnswer } from "@/lib/3-features/where/ranking";
import { call, registerUser } from "@/tests/support/api";
import { setKnowledge } from "@/tests/support/knowledge";
import { insertTestSpots } from "@/tests/support/spots";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import { GET as nearest } from "../spots/nearest/route";
import { PUT } from "../user/home/route";
import { GET } from "./route";

const db = getDb();
const HOUR = 3_600_000;
// A place of its own, west of the Gironde's coast: only this file's spots lie within 30 km.
const HERE = { lat: 45.1, lon: -2.2 };
let spots: Awaited<ReturnType<typeof insertTestSpots<"windy" | "calm">>>;

beforeAll(async () => {
  spots = await insertTestSpots([
    { key: "windy", latitude: 45.1, longitude: -2.1 },
    { key: "calm", latitude: 45.2, longitude: -2.2 },
  ]);
  for (const id of Object.values<number>(spots.ids)) await setKnowledge(db, id, westBeach);
  const thisHour = new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();
  await db.insert(weatherForecasts).values([...forecastRows(spots.ids.windy, thisHour, 8 * 24, 20, 260), ...forecastRows(spots.ids.calm, thisHour, 8 * 24, 4, 260)]);
});
afterAll(() => spots.remove());

const get = (cookie: string | undefined, query: string) => call(GET, { cookie, path: `/api/where?${query}` });

describe("GET /api/where", () => {
  it("ranks the spots within the radius for tomorrow, best first, in the issue's shape", async () => {
    const { cookie } = await registerUser();
    const res = await get(cookie, `lat=${HERE.lat}&lon=${HERE.lon}&radiusKm=30&when=tomorrow`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as WhereAnswer;
    expect(body.spots.map((s) => [s.id, s.verdict, s.distanceKm])).toEqual([
      [spots.ids.windy, "go", 7.8],
      [spots.ids.calm, "no", 11.1],
    ]);
    expect(Object.keys(body.spots[0]!).sort()).toEqual(["distanceKm", "id", "name", "verdict", "window"]);
    expect(Object.keys(body.spots[0]!.window!).sort()).toEqual(["avgWindKn", "confidence", "end", "kiteSizeM2", "maxGustKn", "start"]);
    expect(body.spots[0]!.window).toMatchObject({ avgWindKn: 20, maxGustKn: 24, kiteSizeM2: 8 });
    expect(body.spots[1]!.window).toBeNull();
    expect(body).toMatchObject({ origin: { name: null, latitude: HERE.lat, longitude: HERE.lon }, radiusKm: 30, when: "tomorrow", nextRideable: null });
  });

  it("ranks from the home town saved in the profile when no position is given", async () => {
    const { cookie } = await registerUser();
    const saved = await call(PUT, { method: "PUT", cookie, body: { spotId: spots.ids.calm } });
    expect(saved.status).toBe(200);
    const body = (await (await get(cookie, "radiusKm=5&when=tomorrow")).json()) as WhereAnswer;
    expect(body.origin).toEqual({ name: spots.names.calm, latitude: 45.2, longitude: -2.2 });
    expect(body.spots.map((s) => s.id)).toEqual([spots.ids.calm]);
    expect(body.nextRideable).toMatchObject({ spotId: spots.ids.windy, name: spots.names.windy });
  });

  it("gives the nearest spots today's verdict and window beside their distance", async () => {
    const { cookie } = await registerUser();
    const res = await call(nearest, { cookie, path: `/api/spots/nearest?lat=${HERE.lat}&lng=${HERE.lon}&limit=2` });
    const [windy, calm] = (await res.json()) as { id: number; today: { verdict: string; window: unknown } | null }[];
    expect(windy!.id).toBe(spots.ids.windy);
    // At 20 knots all day, « go » until the light fails, « no » after it: either way a verdict.
    expect(["go", "no"]).toContain(windy!.today!.verdict);
    expect(calm!.today).toEqual({ verdict: "no", window: null });
  });

  it("ranks a month from the spots' history: none here yet, so no spot and no years", async () => {
    const { cookie } = await registerUser();
    const res = await get(cookie, `lat=${HERE.lat}&lon=${HERE.lon}&radiusKm=30&month=5`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ origin: { name: null, latitude: HERE.lat, longitude: HERE.lon }, radiusKm: 30, month: 5, years: null, spots: [] });
  });

  it("answers 400 in French for bad parameters, and 401 without a session", async () => {
    const { cookie } = await registerUser();
    const cases: [string, string][] = [
      ["lat=abc&lon=2", LATITUDE_INVALID],
      ["lat=45&lon=200", LONGITUDE_INVALID],
      ["lat=45", WHERE_ERRORS.latitudeAlone],
      ["lat=45&lon=2&radiusKm=0", WHERE_ERRORS.radius],
      ["lat=45&lon=2&radiusKm=5000", WHERE_ERRORS.radius],
      ["lat=45&lon=2&radiusKm=1e3", WHERE_ERRORS.radius],
      ["when=demain", WHERE_ERRORS.when],
      ["month=13", WHERE_ERRORS.month],
      ["month=0", WHERE_ERRORS.month],
      ["month=5&when=today", WHERE_ERRORS.whenAndMonth],
      ["radiusKm=50", WHERE_ERRORS.positionNeeded],
    ];
    for (const [query, message] of cases) {
      const res = await get(cookie, query);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({ message });
    }
    expect((await get(undefined, "when=today")).status).toBe(401);
  });
});
