import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { daysInMonth, historyYears } from "@/lib/1-domain/history/years";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { BEST_MONTHS } from "@/lib/1-domain/where/messages";
import { saveHistoryRows } from "@/lib/2-stores/history/wind-history";
import { updatePreferences } from "@/lib/2-stores/users/preferences";
import type { SpotMonths } from "@/lib/3-features/history/months";
import { call, registerUser } from "@/tests/support/api";
import { historyYear } from "@/tests/support/history";
import { setKnowledge } from "@/tests/support/knowledge";
import { insertTestSpots } from "@/tests/support/spots";
import { westBeach } from "@/tests/support/verdict";
import { GET } from "./route";

const db = getDb();
// The route reads the real clock: the last two complete years of its span.
const { to } = historyYears(new Date());
const YEARS = [to - 1, to];
/** Windy (20 knots onshore) from May to August, calm the rest of the year. */
const summer = (t: Date) => (t.getUTCMonth() >= 4 && t.getUTCMonth() <= 7 ? 20 : 4);
let spots: Awaited<ReturnType<typeof insertTestSpots<"fetched" | "waiting" | "deep" | "shallow">>>;

beforeAll(async () => {
  spots = await insertTestSpots([
    { key: "fetched", latitude: 46.9, longitude: -2.9 },
    { key: "waiting", latitude: 46.95, longitude: -2.9 },
    { key: "deep", latitude: 47.0, longitude: -2.9 },
    { key: "shallow", latitude: 47.05, longitude: -2.9 },
  ]);
  await setKnowledge(db, spots.ids.fetched, westBeach);
  await setKnowledge(db, spots.ids.waiting, westBeach);
  // Tide limits, the heights predicted at the nearest gauge (L'Herbaudière): 20 m of water never come, 2 m do.
  await setKnowledge(db, spots.ids.deep, { ...westBeach, tide: { minHeightM: 20, maxHeightM: null, note: null } });
  await setKnowledge(db, spots.ids.shallow, { ...westBeach, tide: { minHeightM: 2, maxHeightM: null, note: null } });
  for (const year of YEARS) {
    for (const id of [spots.ids.fetched, spots.ids.deep, spots.ids.shallow]) await saveHistoryRows(db, id, historyYear(year, summer), new Date());
  }
});
afterAll(() => spots.remove());

const get = (cookie: string | undefined, id: string) => call(GET, { cookie, params: { id } });

describe("GET /api/spots/{id}/months", () => {
  it("gives each month's days with a session, an average per year, and the years it rests on", async () => {
    const { cookie } = await registerUser();
    const res = await get(cookie, String(spots.ids.fetched));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as Extract<SpotMonths, { years: unknown }>;
    expect(body.years).toEqual(YEARS);
    expect(body.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.months[4]).toEqual({ month: 5, rideableDays: 31, days: 31 });
    expect(body.months[7]).toEqual({ month: 8, rideableDays: 31, days: 31 });
    expect(body.months[0]).toEqual({ month: 1, rideableDays: 0, days: 31 });
    // February: an average of its lengths over the years used (29 in a leap year).
    expect(body.months[1]!.days).toBe(Math.round((daysInMonth(YEARS[0]!, 2) + daysInMonth(YEARS[1]!, 2)) / 2));
  });

  it("follows the rider's conditions", async () => {
    const { cookie, user } = await registerUser();
    await updatePreferences(db, user.id, { windMinKn: 25, windMaxKn: 35 });
    const strong = (await (await get(cookie, String(spots.ids.fetched))).json()) as Extract<SpotMonths, { months: unknown }>;
    expect(strong.months.every((m) => m.rideableDays === 0)).toBe(true);
  });

  it("follows the spot's tide limits with the heights predicted at its gauge", async () => {
    const { cookie } = await registerUser();
    const may = async (id: number) => ((await (await get(cookie, String(id))).json()) as Extract<SpotMonths, { months: unknown }>).months[4]!.rideableDays;
    expect(await may(spots.ids.deep)).toBe(0);
    const shallow = await may(spots.ids.shallow);
    expect(shallow).toBeGreaterThan(0);
    expect(shallow).toBeLessThanOrEqual(31);
  });

  it("says in French why there is nothing yet, and refuses a bad or unknown spot", async () => {
    const { cookie } = await registerUser();
    expect(await (await get(cookie, String(spots.ids.waiting))).json()).toEqual({ reason: BEST_MONTHS.pending });
    const bad = await get(cookie, "abc");
    expect([bad.status, await bad.json()]).toEqual([400, { message: SPOT_ID_INVALID }]);
    const unknown = await get(cookie, "999999");
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: SPOT_NOT_FOUND }]);
    expect((await get(undefined, String(spots.ids.fetched))).status).toBe(401);
  });
});
