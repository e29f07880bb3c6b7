import { describe, expect, it } from "vitest";
import { haversineKm } from "../spots/geo";
import {
  angleBetween,
  bearingDeg,
  chooseStation,
  INLAND_PENALTY,
  MAX_STATION_DISTANCE_KM,
  shorePenalty,
  type StationPlace,
} from "./station-choice";

/* A point `km` away from `from` on bearing `deg` (flat approximation, good to a few metres at these ranges). */
function offset(from: { latitude: number; longitude: number }, deg: number, km: number) {
  const dLat = (km * Math.cos((deg * Math.PI) / 180)) / 111.195;
  const dLng = (km * Math.sin((deg * Math.PI) / 180)) / (111.195 * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude: from.latitude + dLat, longitude: from.longitude + dLng };
}

// La Baule beach faces south (open water at 180°): the sea is south, the town and the land north.
const LA_BAULE = { latitude: 47.28, longitude: -2.39, orientation: 180 };
const station = (id: number, deg: number, km: number): StationPlace => ({ id, ...offset(LA_BAULE, deg, km) });

describe("bearings", () => {
  it("measures bearings clockwise from north and the smallest angle between two", () => {
    expect(bearingDeg(LA_BAULE, offset(LA_BAULE, 90, 5))).toBeCloseTo(90, 0);
    expect(bearingDeg(LA_BAULE, offset(LA_BAULE, 270, 5))).toBeCloseTo(270, 0);
    expect(angleBetween(350, 10)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
    expect(haversineKm(LA_BAULE, offset(LA_BAULE, 45, 10))).toBeCloseTo(10, 1);
  });
});

describe("the station of a spot", () => {
  it("takes the nearest one within 20 km and gives its distance with one decimal", () => {
    const choice = chooseStation(LA_BAULE, [station(1, 270, 12), station(2, 90, 7.04), station(3, 0, 25)]);
    expect(choice).toEqual({ stationId: 2, distanceKm: 7 });
  });

  it("has none beyond 20 km", () => {
    expect(chooseStation(LA_BAULE, [station(1, 180, MAX_STATION_DISTANCE_KM + 0.5)])).toBeNull();
    expect(chooseStation(LA_BAULE, [])).toBeNull();
  });

  it("prefers a station along the shore to a nearer one inland behind the beach", () => {
    const inland = station(1, 0, 4);
    const alongShore = station(2, 95, 9);
    expect(chooseStation(LA_BAULE, [inland, alongShore])?.stationId).toBe(2);
    // …but not at any price: a far station along the shore loses to a near one inland.
    expect(chooseStation(LA_BAULE, [inland, station(3, 95, 15)])?.stationId).toBe(1);
  });

  it("takes a seaward station (jetty, island) at its true distance", () => {
    expect(chooseStation(LA_BAULE, [station(1, 170, 6), station(2, 80, 6.5)])?.stationId).toBe(1);
  });

  it("ignores the bearing of a station standing on the beach itself", () => {
    expect(chooseStation(LA_BAULE, [station(1, 0, 1), station(2, 90, 2)])?.stationId).toBe(1);
  });

  it("takes the plain nearest when the spot's orientation is unknown", () => {
    const { orientation: _, ...unoriented } = LA_BAULE;
    expect(chooseStation(unoriented, [station(1, 0, 4), station(2, 95, 9)])?.stationId).toBe(1);
    expect(chooseStation({ ...unoriented, orientation: null }, [station(1, 0, 4), station(2, 95, 9)])?.stationId).toBe(1);
  });

  it("stretches a station's distance from 1× along the shore to 3× dead inland", () => {
    expect(shorePenalty(LA_BAULE, station(1, 90, 5), 5)).toBe(1);
    expect(shorePenalty(LA_BAULE, station(1, 0, 5), 5)).toBeCloseTo(INLAND_PENALTY, 2);
    const halfway = shorePenalty(LA_BAULE, station(1, 320, 5), 5);
    expect(halfway).toBeGreaterThan(1.9);
    expect(halfway).toBeLessThan(2.1);
  });
});
