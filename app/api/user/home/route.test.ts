import { describe, expect, it } from "vitest";
import { SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { WHERE_ERRORS } from "@/lib/1-domain/where/messages";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { DELETE, GET, PUT } from "./route";

describe("GET, PUT and DELETE /api/user/home", () => {
  it("makes a spot's town the rider's home town, answers it, and forgets it", async () => {
    const { cookie } = await registerUser();
    const spots = await insertTestSpots([{ key: "plage", latitude: 44.6, longitude: -1.25 }]);
    try {
      const town = spots.names.plage;
      expect(await (await call(GET, { cookie })).json()).toEqual({ home: null });
      const put = await call(PUT, { method: "PUT", cookie, body: { spotId: spots.ids.plage } });
      expect([put.status, await put.json()]).toEqual([200, { home: { name: town, latitude: 44.6, longitude: -1.25 } }]);
      expect(await (await call(GET, { cookie })).json()).toEqual({ home: { name: town, latitude: 44.6, longitude: -1.25 } });
      expect((await call(DELETE, { method: "DELETE", cookie })).status).toBe(204);
      expect(await (await call(GET, { cookie })).json()).toEqual({ home: null });
    } finally {
      await spots.remove();
    }
  });

  it("refuses in French a town that is not a spot's, and answers 401 without a session", async () => {
    const { cookie } = await registerUser();
    const unknown = await call(PUT, { method: "PUT", cookie, body: { spotId: 999_999 } });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: SPOT_NOT_FOUND }]);
    const bad = await call(PUT, { method: "PUT", cookie, body: { spotId: "Calais" } });
    expect([bad.status, await bad.json()]).toEqual([400, { message: WHERE_ERRORS.homeSpot }]);
    expect((await call(GET, {})).status).toBe(401);
  });
});
