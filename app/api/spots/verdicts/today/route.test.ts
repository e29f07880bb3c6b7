import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { parisDayStart } from "@/lib/0-base/time";
import { updatePreferences } from "@/lib/2-stores/users/preferences";
import { VERDICTS } from "@/lib/1-domain/verdict/types";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import { GET } from "./route";

const db = getDb();
let windy: number;
let bare: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }, { latitude: 43.3, longitude: 5.37 }]);
  [windy, bare] = inserted.spots.map((s) => s.id) as [number, number];
  remove = inserted.remove;
  await setKnowledge(db, windy, westBeach);
  // Every hour of today (Paris), 20 knots from the west: daylight hours are « go » with the default conditions.
  await db.insert(weatherForecasts).values(forecastRows(windy, parisDayStart(new Date()).toISOString(), 24, 20, 260));
});
afterAll(() => remove());

const get = (cookie: string | undefined, path = "/api/spots/verdicts/today") => call(GET, { cookie, path });

describe("GET /api/spots/verdicts/today", () => {
  it("answers every spot's verdict of today for the rider, never stored by the browser", async () => {
    const { cookie, user } = await registerUser();
    const res = await get(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/private, no-store/);
    const body = (await res.json()) as Record<string, unknown>;
    for (const [id, verdict] of Object.entries(body)) {
      expect(id).toMatch(/^[1-9]\d*$/);
      expect(verdict === null || (VERDICTS as readonly unknown[]).includes(verdict)).toBe(true);
    }
    expect(body[windy]).toBe("go");
    expect(body).toHaveProperty(String(bare), null); // no knowledge, no forecast: « Pas de données »

    await updatePreferences(db, user.id, { windMinKn: 30, windMaxKn: 40 });
    expect(((await (await get(cookie)).json()) as Record<string, unknown>)[windy]).toBe("no");
  });

  it("ignores what the query string says", async () => {
    const { cookie } = await registerUser();
    const plain = await (await get(cookie)).json();
    for (const query of ["?ids=1,2", "?lat=abc", `?x=${"9".repeat(5000)}`, "?%ZZ"]) {
      const res = await get(cookie, `/api/spots/verdicts/today${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.json()).toEqual(plain);
    }
  });

  it("answers 401 in French without a session or with a forged one", async () => {
    for (const cookie of [undefined, "alize.session_token=forged.c2lnbmF0dXJl"]) {
      const res = await get(cookie);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Vous devez être connecté.");
    }
  });
});
