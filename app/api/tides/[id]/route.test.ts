import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { TideEntry } from "@/lib/1-domain/forecast/api-types";
import { insertSpots } from "@/tests/support/forecast-spots";
import { SPOT_ID_INVALID } from "@/lib/1-domain/forecast/messages";
import { BREST_STATION_ID } from "@/lib/1-domain/tides";
import { call, registerUser } from "@/tests/support/api";
import { GET } from "./route";

let cookie: string;
let ids: { brest: number; inland: number };
let remove: () => Promise<unknown>;

beforeAll(async () => {
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [
    { latitude: 48.38, longitude: -4.49, hydrographicSource: `${BREST_STATION_ID} – Brest` },
    { latitude: 45.78, longitude: 3.08 },
  ]);
  ids = { brest: inserted.spots[0].id, inland: inserted.spots[1].id };
  remove = inserted.remove;
});
afterAll(() => remove());

describe("GET /api/tides/{id}", () => {
  it("answers the high and low waters by time, with height and coefficient", async () => {
    const res = await call(GET, { cookie, params: { id: String(ids.brest) } });
    expect(res.status).toBe(200);
    const entries = (await res.json()) as TideEntry[];
    expect(entries.length).toBeGreaterThan(25);
    expect(Object.keys(entries[0]).sort()).toEqual(["coefficient", "height", "id", "lastUpdated", "spotId", "tideTime", "type"]);
    const times = entries.map((e) => Date.parse(e.tideTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries.every((e) => typeof e.height === "number" && typeof e.coefficient === "number")).toBe(true);
  });

  it("answers an empty list for a spot without gauge", async () => {
    const res = await call(GET, { cookie, params: { id: String(ids.inland) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("refuses a non-numeric id (400), an unknown spot (404) and a request without session (401)", async () => {
    const bad = await call(GET, { cookie, params: { id: "1e3" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(SPOT_ID_INVALID);
    expect((await call(GET, { cookie, params: { id: "999999999" } })).status).toBe(404);
    expect((await call(GET, { params: { id: String(ids.brest) } })).status).toBe(401);
  });
});
