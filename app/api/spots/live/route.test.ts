import { describe, expect, it } from "vitest";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { call } from "@/tests/support/api";
import { liveWindScene } from "@/tests/support/live-wind";
import { GET } from "./route";

// Far out at sea, west of Brittany and of Gascony: no seeded spot nor other test's station is near.
const PLACE = { latitude: 46.4, longitude: -5.2 };
const LONE = { latitude: 43.9, longitude: -6.3 };

// A station id of its own: the correction route's test stores 900_101 with a newer reading, which a poll never
// replaces by an older one (its place included), so this spot found no station when that file ran first.
const scene = liveWindScene(PLACE, LONE, {
  id: 900_131,
  name: "Bouée liste",
  latitude: PLACE.latitude + 0.03,
  longitude: PLACE.longitude,
  measuredAt: new Date(Date.now() - 3 * 60_000),
  windAvgKmh: 22 * KMH_PER_KNOT,
  headingDeg: 202.5,
});

describe("GET /api/spots/live", () => {
  it("answers the spot cards' mean wind and direction, for the spots with a station only", async () => {
    const res = await call(GET, { cookie: scene.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body[String(scene.ids.withStation)]).toEqual({ windAvgKn: 22, directionDeg: 203, stale: false });
    expect(body).not.toHaveProperty(String(scene.ids.lone));
  });

  it("answers 401 signed out", async () => {
    expect((await call(GET)).status).toBe(401);
  });
});
