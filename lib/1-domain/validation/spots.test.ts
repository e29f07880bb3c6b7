import { describe, expect, it } from "vitest";
import { Invalid } from "../../0-base/errors";
import { LATITUDE_INVALID, LIMIT_INVALID, NEAREST_DEFAULT_LIMIT, NEAREST_MAX_LIMIT, parseNearestQuery } from "./spots";

const parse = (q: string) => parseNearestQuery(new URLSearchParams(q));

describe("parseNearestQuery", () => {
  it("reads decimal coordinates and defaults the limit to 5", () => {
    expect(NEAREST_DEFAULT_LIMIT).toBe(5);
    expect(parse("lat=42.91&lng=3.05")).toEqual({ lat: 42.91, lng: 3.05, limit: 5 });
    expect(parse(`lat=-42&lng=-3&limit=${NEAREST_MAX_LIMIT}`)).toEqual({ lat: -42, lng: -3, limit: 20 });
  });

  it("throws Invalid with the French message", () => {
    expect(() => parse("lat=91&lng=3")).toThrow(new Invalid(LATITUDE_INVALID));
    expect(() => parse("lat=42&lng=3&limit=21")).toThrow(new Invalid(LIMIT_INVALID));
    expect(() => parse("lat=42&lng=3&limit=")).toThrow(Invalid);
  });
});
