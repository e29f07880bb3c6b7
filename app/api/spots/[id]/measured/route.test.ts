import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { GET } from "./route";

/* Today's measured hours at a station are in lib/3-features/models/measured.test.ts (a database of its own). */
let cookie: string;
let spotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [{ latitude: 45.6, longitude: 2.9 }]);
  spotId = inserted.spots[0].id;
  remove = inserted.remove;
});
afterAll(() => remove());

describe("GET /api/spots/{id}/measured", () => {
  it("says there is no station, with no hours, for a spot far from any", async () => {
    const res = await call(GET, { cookie, params: { id: String(spotId) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ station: false, hours: [] });
  });

  it("answers 404 for an unknown spot and 401 without a session", async () => {
    const missing = await call(GET, { cookie, params: { id: "999999999" } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await call(GET, { params: { id: String(spotId) } })).status).toBe(401);
  });
});
