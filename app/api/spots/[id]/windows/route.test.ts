import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerdictWindow } from "@/lib/1-domain/verdict/types";
import { getDb } from "@/db/client";
import { weatherForecasts, weatherModelHours } from "@/db/schema";
import { UNKNOWN_MODEL } from "@/lib/1-domain/models/messages";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/forecast/messages";
import { updatePreferences } from "@/lib/2-stores/users/preferences";
import { MIN_WINDOW_HOURS, WINDOW_DAYS } from "@/lib/1-domain/verdict/windows";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import { GET } from "./route";

const db = getDb();
const HOUR_MS = 3_600_000;
let spotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  spotId = inserted.spots[0]!.id;
  remove = inserted.remove;
  await setKnowledge(db, spotId, westBeach);
  const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  // Eight days of 20 knots: the eighth lies beyond the windows' seven.
  await db.insert(weatherForecasts).values(forecastRows(spotId, new Date(thisHour).toISOString(), 8 * 24, 20, 260));
});
afterAll(() => remove());

const get = (cookie: string | undefined, id: string) => call(GET, { cookie, params: { id } });

type Window = VerdictWindow;

describe("GET /api/spots/{id}/windows", () => {
  it("answers the daylight windows of the next seven days, best first, in the issue's shape", async () => {
    const { cookie } = await registerUser();
    const res = await get(cookie, String(spotId));
    expect(res.status).toBe(200);
    const windows = (await res.json()) as Window[];
    // One per day: today's may be over already, and a span starting at noon ends in the eighth day's morning.
    expect(windows.length).toBeGreaterThanOrEqual(WINDOW_DAYS - 1);
    expect(windows.length).toBeLessThanOrEqual(WINDOW_DAYS + 1);
    const limit = Date.now() + WINDOW_DAYS * 24 * HOUR_MS;
    for (const w of windows) {
      expect(Object.keys(w).sort()).toEqual([
        "avgWindKn",
        "best",
        "confidence",
        "directionDeg",
        "end",
        "kiteSizeM2",
        "maxGustKn",
        "reasons",
        "start",
        "verdict",
      ]);
      expect(w).toMatchObject({ kiteSizeM2: 8, confidence: expect.stringMatching(/^(moyenne|faible)$/) });
      // Steady 20 kn onshore: every window is rideable; one near dusk may be only « marginal » (CI saw it at 10:01).
      expect(["go", "marginal"]).toContain(w.verdict);
      expect(w).toMatchObject({ avgWindKn: 20, maxGustKn: 24, directionDeg: 260 });
      expect(Date.parse(w.end) - Date.parse(w.start)).toBeGreaterThanOrEqual(MIN_WINDOW_HOURS * HOUR_MS);
      expect(Date.parse(w.start)).toBeLessThan(limit);
    }
    expect(windows.filter((w) => w.verdict === "go").length).toBeGreaterThanOrEqual(WINDOW_DAYS - 2);
    const starts = windows.map((w) => Date.parse(w.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b)); // in date order
    // The best marked once: a go window as long as any (all go at 20 knots: the longest day).
    const best = windows.filter((w) => w.best);
    expect(best).toHaveLength(1);
    const hours = (w: Window) => Date.parse(w.end) - Date.parse(w.start);
    expect(best[0]!.verdict).toBe("go");
    expect(hours(best[0]!)).toBe(Math.max(...windows.filter((w) => w.verdict === "go").map(hours)));
  });

  it("answers [] when the rider's range is far from the forecast", async () => {
    const { cookie, user } = await registerUser();
    await updatePreferences(db, user.id, { windMinKn: 35, windMaxKn: 60 });
    const res = await get(cookie, String(spotId));
    expect(await res.json()).toEqual([]);
  });

  it("answers 400, 404 and 401 in French", async () => {
    const { cookie } = await registerUser();
    const bad = await get(cookie, "x1");
    expect([bad.status, (await bad.json()).message]).toEqual([400, SPOT_ID_INVALID]);
    const unknown = await get(cookie, "999999998");
    expect([unknown.status, (await unknown.json()).message]).toEqual([404, SPOT_NOT_FOUND]);
    expect((await get(undefined, String(spotId))).status).toBe(401);
  });
});

describe("GET /api/spots/{id}/windows?model=", () => {
  const withModel = (cookie: string, model: string) => call(GET, { cookie, path: `/api/spots/${spotId}/windows?model=${model}`, params: { id: String(spotId) } });

  it("finds the windows of the chosen model: none in a model that sees only a gale", async () => {
    const { cookie } = await registerUser();
    const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    await db.insert(weatherModelHours).values(forecastRows(spotId, new Date(thisHour).toISOString(), 4 * 24, 48, 260).map((r) => ({ ...r, model: "gfs_seamless" })));
    expect((await (await withModel(cookie, "blend")).json()).length).toBeGreaterThan(0);
    expect(await (await withModel(cookie, "gfs_seamless")).json()).toEqual([]);
    const bad = await withModel(cookie, "gfs");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(UNKNOWN_MODEL);
  });
});
