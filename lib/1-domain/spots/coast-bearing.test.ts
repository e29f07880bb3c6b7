import { describe, expect, it } from "vitest";
import { coastBearing, type Segment } from "./coast-bearing";

/** A ring as segments, [lon, lat] points in order. */
const ring = (points: [number, number][]): Segment[] =>
  points.slice(0, -1).map(([x1, y1], i) => [x1, y1, points[i + 1][0], points[i + 1][1]]);

// A square island of about 11 km, drawn clockwise (land on the right of each segment), as the land polygons are.
const island = ring([
  [0, 0],
  [0, 0.1],
  [0.1, 0.1],
  [0.1, 0],
  [0, 0],
]);

describe("coastBearing", () => {
  it("faces the water on each shore of an island", () => {
    // coastBearing(segments, latitude, longitude)
    expect(coastBearing(island, 0.05, 0.0997)).toMatchObject({ bearing: 90, onLand: true }); // east shore
    expect(coastBearing(island, 0.0997, 0.05)).toMatchObject({ bearing: 0, onLand: true }); // north shore
    expect(coastBearing(island, 0.0003, 0.05)?.bearing).toBe(180); // south shore
    expect(coastBearing(island, 0.05, 0.0003)?.bearing).toBe(270); // west shore
  });

  it("tells a point in the water from one on the beach, with its distance to the shore", () => {
    const inSea = coastBearing(island, 0.05, 0.1004)!; // off the east shore
    expect(inSea.onLand).toBe(false);
    expect(inSea.coastDistanceM).toBeGreaterThan(30);
    expect(inSea.coastDistanceM).toBeLessThan(60);
  });

  it("follows a diagonal coast: a beach running south-west to north-east faces south-east", () => {
    // Land to the north-west of the line (0,0)→(0.1,0.1): walking north-east, land is on the left, so the ring
    // runs the other way.
    const coast = ring([
      [0.1, 0.1],
      [0, 0],
      [-0.1, 0.1],
      [0.1, 0.1],
    ]);
    const found = coastBearing(coast, 0.0504, 0.0502)!; // just north-west of the line: on land
    expect(Math.abs(found.bearing - 135)).toBeLessThanOrEqual(2);
    expect(found.onLand).toBe(true);
  });

  it("finds nothing far from any coast", () => {
    expect(coastBearing(island, 2, 2)).toBeNull();
  });
});
