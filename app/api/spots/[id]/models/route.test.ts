import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { MODEL_LABELS } from "@/lib/1-domain/models/messages";
import type { SpotModels } from "@/lib/1-domain/models/types";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { GET } from "./route";

/* The skill with a known history is in lib/3-features/models/skill.test.ts (a database of its own); here, the route. */
let cookie: string;
let spotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  ({ cookie } = await registerUser());
  // In the Massif central: no fake station of any test is within 20 km.
  const inserted = await insertSpots(getDb(), [{ latitude: 45.5, longitude: 2.8 }]);
  spotId = inserted.spots[0].id;
  remove = inserted.remove;
});
afterAll(() => remove());

const get = (id: string, withCookie = true) => call(GET, { cookie: withCookie ? cookie : undefined, params: { id } });

describe("GET /api/spots/{id}/models", () => {
  it("lists the blend and every model with its French label; without a station, no skill and the blend by default", async () => {
    const res = await get(String(spotId));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const body = (await res.json()) as SpotModels;
    expect(body).toMatchObject({ station: false, best: null, default: "blend", minComparedHours: 48, windowDays: 14 });
    expect(body.models.map((m) => [m.id, m.label])).toEqual(Object.entries(MODEL_LABELS));
    expect(body.models.map((m) => m.label)).toContain("AROME France HD (1,5 km, 2 jours)");
    expect(body.models.every((m) => m.maeKn === null && m.biasKn === null && m.comparedHours === 0)).toBe(true);
  });

  it("answers 400, 404 and 401 in French", async () => {
    expect((await (await get("abc")).json()).message).toBe(SPOT_ID_INVALID);
    const missing = await get("999999999");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await get(String(spotId), false)).status).toBe(401);
  });
});
