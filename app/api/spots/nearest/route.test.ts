import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as favorite } from "../[id]/favorite/route";
import { insertTestSpots } from "@/tests/support/spots";
import type { NearestSpot } from "@/lib/1-domain/spots/types";
import { LATITUDE_INVALID, LIMIT_INVALID, LONGITUDE_INVALID, NEAREST_DEFAULT_LIMIT } from "@/lib/1-domain/validation/spots";
import { call, registerUser } from "@/tests/support/api";
import { GET } from "./route";

/*
 * Spots of our own in the empty South Pacific, far from the seed's. Expected distances were computed by hand
 * (haversine, R = 6371 km, independent of the code under test) and rounded to one decimal.
 */
const PACIFIC = { lat: -45, lng: -140 };
const ANTIMERIDIAN = { lat: -45, lng: -179.99 };

let fixture: Awaited<ReturnType<typeof insertTestSpots<"a" | "b" | "c" | "d" | "e" | "f" | "g" | "h">>>;
let rider: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  fixture = await insertTestSpots([
    { key: "a", latitude: -45.0, longitude: -139.9 }, // 7.862668 km
    { key: "b", latitude: -44.9, longitude: -140.0 }, // 11.119493 km
    { key: "c", latitude: -45.3, longitude: -140.2 }, // 36.861594 km
    { key: "d", latitude: -46.0, longitude: -141.0 }, // 135.786091 km
    { key: "e", latitude: -45.0, longitude: 179.95 }, // 4.717601 km from ANTIMERIDIAN, across ±180°
    { key: "f", latitude: -45.0, longitude: -179.95 }, // 3.145067 km from ANTIMERIDIAN
    { key: "g", latitude: -45.0, longitude: 179.5 }, // 40.099544 km from ANTIMERIDIAN
    { key: "h", latitude: -45.0, longitude: -179.7 }, // 22.801727 km from ANTIMERIDIAN, same side
  ]);
  rider = await registerUser();
});
afterAll(() => fixture.remove());

async function nearest(query: string, cookie = rider.cookie) {
  return call(GET, { cookie, path: `/api/spots/nearest?${query}` });
}

async function nearestOk(query: string): Promise<NearestSpot[]> {
  const res = await nearest(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe("GET /api/spots/nearest", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, { path: `/api/spots/nearest?lat=${PACIFIC.lat}&lng=${PACIFIC.lng}` });
    expect(res.status).toBe(401);
  });

  it("returns the nearest spots in ascending order with their great-circle distance to one decimal", async () => {
    const spots = await nearestOk(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}&limit=4`);
    expect(spots.map((s) => [s.id, s.distanceKm])).toEqual([
      [fixture.ids.a, 7.9],
      [fixture.ids.b, 11.1],
      [fixture.ids.c, 36.9],
      [fixture.ids.d, 135.8],
    ]);
    expect(spots[0]).toEqual({
      id: fixture.ids.a,
      name: fixture.names.a,
      description: "Spot de test a",
      latitude: -45,
      longitude: -139.9,
      isFavorite: false,
      distanceKm: 7.9,
      today: null, // no « fiche de navigabilité », no forecast: no verdict
    });
  });

  it("finds spots across the antimeridian", async () => {
    const spots = await nearestOk(`lat=${ANTIMERIDIAN.lat}&lng=${ANTIMERIDIAN.lng}&limit=4`);
    expect(spots.map((s) => [s.id, s.distanceKm])).toEqual([
      [fixture.ids.f, 3.1],
      [fixture.ids.e, 4.7],
      [fixture.ids.h, 22.8],
      [fixture.ids.g, 40.1],
    ]);
    // Two spots within the first radius on this side must not hide the closer one on the other side.
    const two = await nearestOk(`lat=${ANTIMERIDIAN.lat}&lng=${ANTIMERIDIAN.lng}&limit=2`);
    expect(two.map((s) => s.id)).toEqual([fixture.ids.f, fixture.ids.e]);
  });

  it("answers 5 spots by default, 1 to 20 on request, whatever the distance", async () => {
    expect(await nearestOk(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}`)).toHaveLength(NEAREST_DEFAULT_LIMIT);
    expect(await nearestOk(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}&limit=1`)).toHaveLength(1);
    const twenty = await nearestOk(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}&limit=20`);
    expect(twenty.length).toBeGreaterThan(7);
    expect(twenty.length).toBeLessThanOrEqual(20);
    const distances = twenty.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
  });

  it("carries the rider's own isFavorite", async () => {
    const other = await registerUser();
    await call(favorite, { method: "POST", cookie: rider.cookie, params: { id: String(fixture.ids.b) } });
    const mine = await nearestOk(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}&limit=2`);
    expect(mine.map((s) => s.isFavorite)).toEqual([false, true]);
    const res = await nearest(`lat=${PACIFIC.lat}&lng=${PACIFIC.lng}&limit=2`, other.cookie);
    expect(((await res.json()) as NearestSpot[]).map((s) => s.isFavorite)).toEqual([false, false]);
  });

  it.each([
    ["lng=3", "La latitude est obligatoire."],
    ["lat=42", "La longitude est obligatoire."],
    ["lat=abc&lng=3", LATITUDE_INVALID],
    ["lat=&lng=3", LATITUDE_INVALID],
    ["lat=90.5&lng=3", LATITUDE_INVALID],
    ["lat=-91&lng=3", LATITUDE_INVALID],
    ["lat=1e1&lng=3", LATITUDE_INVALID],
    ["lat=Infinity&lng=3", LATITUDE_INVALID],
    ["lat=42&lng=180.01", LONGITUDE_INVALID],
    ["lat=42&lng=-200", LONGITUDE_INVALID],
    ["lat=42&lng=0x10", LONGITUDE_INVALID],
    ["lat=42&lng=3&limit=0", LIMIT_INVALID],
    ["lat=42&lng=3&limit=21", LIMIT_INVALID],
    ["lat=42&lng=3&limit=2.5", LIMIT_INVALID],
    ["lat=42&lng=3&limit=-1", LIMIT_INVALID],
    ["lat=42&lng=3&limit=abc", LIMIT_INVALID],
  ])("refuses « %s » with a 400 and a French message", async (query, message) => {
    const res = await nearest(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("accepts the extreme coordinates", async () => {
    for (const q of ["lat=90&lng=180", "lat=-90&lng=-180", "lat=0&lng=0", "lat=+42.5&lng=-3."]) {
      const spots = await nearestOk(`${q}&limit=2`);
      expect(spots).toHaveLength(2);
    }
  });
});
