import { describe, expect, it } from "vitest";
import { distanceLabel, formatCoordinates, mapsUrl } from "./format";

describe("spot formatting", () => {
  it("links to Google Maps on the coordinates", () => {
    expect(mapsUrl({ latitude: 42.9096, longitude: 3.0529 })).toBe("https://www.google.com/maps?q=42.9096,3.0529");
    expect(mapsUrl({ latitude: -45, longitude: -1.25 })).toBe("https://www.google.com/maps?q=-45,-1.25");
  });

  it("writes coordinates the French way, with the hemisphere", () => {
    expect(formatCoordinates({ latitude: 42.9096, longitude: 3.0529 })).toBe("42,91° N · 3,05° E");
    expect(formatCoordinates({ latitude: 47.5, longitude: -2.1 })).toBe("47,50° N · 2,10° O");
  });

  it("gives the distance with one decimal", () => {
    expect(distanceLabel(7.9)).toBe("À 7,9\u00a0km de vous");
    expect(distanceLabel(12)).toBe("À 12,0\u00a0km de vous");
  });
});
