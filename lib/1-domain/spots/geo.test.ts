import { describe, expect, it } from "vitest";
import { boundingBox, EARTH_RADIUS_KM, haversineKm, roundKm } from "./geo";

describe("haversineKm", () => {
  it("uses the spec's Earth radius of 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian: π/2 · R.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it("matches values computed by hand", () => {
    // Leucate plage → Gruissan, and Paris → Marseille (reference values computed independently).
    expect(haversineKm({ latitude: 42.91, longitude: 3.05 }, { latitude: 43.1, longitude: 3.1 })).toBeCloseTo(21.5147, 3);
    expect(haversineKm({ latitude: 48.8566, longitude: 2.3522 }, { latitude: 43.2965, longitude: 5.3698 })).toBeCloseTo(660.48, 1);
  });

  it("rounds to one decimal", () => {
    expect(roundKm(7.862668)).toBe(7.9);
    expect(roundKm(11.119)).toBe(11.1);
    expect(roundKm(0.04)).toBe(0);
  });
});

describe("boundingBox", () => {
  const samples = (center: { latitude: number; longitude: number }, radius: number) =>
    Array.from({ length: 360 }, (_, deg) => {
      // Points at exactly `radius` km in every direction (destination formula on the sphere).
      const d = radius / EARTH_RADIUS_KM;
      const b = (deg * Math.PI) / 180;
      const lat1 = (center.latitude * Math.PI) / 180;
      const lng1 = (center.longitude * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const lng = ((((lng2 * 180) / Math.PI + 540) % 360) - 180);
      return { latitude: (lat2 * 180) / Math.PI, longitude: lng };
    });

  const inside = (box: ReturnType<typeof boundingBox>, p: { latitude: number; longitude: number }) =>
    p.latitude >= box.minLat - 1e-9 &&
    p.latitude <= box.maxLat + 1e-9 &&
    (box.lngRanges === null || box.lngRanges.some(([w, e]) => p.longitude >= w - 1e-9 && p.longitude <= e + 1e-9));

  it.each([
    [{ latitude: 42.91, longitude: 3.05 }, 25],
    [{ latitude: 51, longitude: 1.6 }, 400],
    [{ latitude: -45, longitude: -179.99 }, 25],
    [{ latitude: 60, longitude: 179.9 }, 100],
  ])("holds every point at the radius around %o (%d km)", (center, radius) => {
    const box = boundingBox(center, radius);
    for (const p of samples(center, radius)) expect(inside(box, p), JSON.stringify(p)).toBe(true);
  });

  it("splits at the antimeridian and opens up at the poles", () => {
    expect(boundingBox({ latitude: -45, longitude: -179.99 }, 25).lngRanges).toHaveLength(2);
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 25).lngRanges).toBeNull();
    expect(boundingBox({ latitude: 0, longitude: 0 }, 25_000).lngRanges).toBeNull();
  });

  it("stays tight: a 25 km box around Leucate spans 0.225° of latitude each way", () => {
    const box = boundingBox({ latitude: 42.91, longitude: 3.05 }, 25);
    expect(box.maxLat - 42.91).toBeCloseTo(0.2248, 3);
  });
});
