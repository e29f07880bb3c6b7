import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { spots } from "@/db/schema";
import { insertSpots } from "@/tests/support/forecast-spots";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { call, registerUser } from "@/tests/support/api";
import { GET } from "./route";

let cookie: string;
let spot: Awaited<ReturnType<typeof insertSpots>>["spots"][number];
let remove: () => Promise<unknown>;

beforeAll(async () => {
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [{ latitude: 47.27, longitude: -2.34 }]);
  [spot] = inserted.spots;
  remove = inserted.remove;
});
afterAll(() => remove());

describe("GET /api/spots/{id}", () => {
  it("answers the spot's id, name, description and coordinates, and its knowledge (defaults here), nothing else", async () => {
    const res = await call(GET, { cookie, params: { id: String(spot.id) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: spot.id,
      name: spot.name,
      description: spot.description,
      latitude: spot.latitude,
      longitude: spot.longitude,
      waterBody: "mer",
      orientation: 0,
      rideableSectors: [],
      offshoreSectors: [],
      level: "intermédiaire",
      water: "clapot",
      tide: { minHeightM: null, maxHeightM: null, note: null },
      seasonalBan: null,
      sources: [],
      hazards: [],
      zones: [],
      summerRestrictions: false,
    });
  });

  it("answers the rules and hazards « Fiche du spot » shows: hazards, zones, summer restrictions, what sources support", async () => {
    const source = { label: "Club local – zone kite", url: "https://example.fr/zone", supports: ["rules" as const] };
    const knowledge = {
      hazards: ["courants" as const, "rochers" as const],
      zones: [{ note: "Chenal balisé", from: "06-15", to: "09-15", source }],
      summerRestrictions: true,
      sources: [source],
    };
    await getDb().update(spots).set(knowledge).where(eq(spots.id, spot.id));
    const res = await call(GET, { cookie, params: { id: String(spot.id) } });
    expect(await res.json()).toMatchObject(knowledge);
  });

  it.each(["abc", "12abc", "0", "-3", "1.5", "9999999999"])("refuses the id %s with 400 « ID du spot invalide »", async (id) => {
    const res = await call(GET, { cookie, params: { id } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(SPOT_ID_INVALID);
  });

  it("answers 404 for an unknown spot and 401 without a session", async () => {
    const missing = await call(GET, { cookie, params: { id: "999999999" } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await call(GET, { params: { id: String(spot.id) } })).status).toBe(401);
  });
});
