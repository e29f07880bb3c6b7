import { describe, expect, it } from "vitest";
import { WeatherProviderError } from "../weather/errors";
import { MARINE_VARIABLES, parseMarineAnswer } from "./marine-answer";

/* Shaped like a real /v1/marine answer for Europe/Paris in winter (one offset, +1 h, for the whole answer). */
function body(columns: Partial<Record<(typeof MARINE_VARIABLES)[number], (number | null)[]>>, time = ["2026-11-27T00:00", "2026-11-27T01:00", "2026-11-27T02:00"]) {
  const hourly: Record<string, unknown[]> = { time };
  for (const v of MARINE_VARIABLES) hourly[v] = columns[v] ?? time.map(() => null);
  return { latitude: 50.87, longitude: 1.58, generationtime_ms: 0.3, utc_offset_seconds: 3600, timezone: "Europe/Paris", timezone_abbreviation: "GMT+1", hourly_units: {}, hourly };
}

describe("parseMarineAnswer", () => {
  it("reads every variable into its field, at the real UTC instant", () => {
    const hours = parseMarineAnswer(
      body({
        wave_height: [1.24, 1.3, 1.5],
        wave_period: [7.95, 8, 8.1],
        wave_direction: [281.6, 285, 290],
        swell_wave_height: [0.8, 0.9, 1],
        swell_wave_period: [10.2, 10.4, 10.6],
        sea_surface_temperature: [13.04, 13, 13],
      }),
    );
    expect(hours).toHaveLength(3);
    expect(hours[0]).toEqual({
      forecastDate: new Date("2026-11-26T23:00:00.000Z"),
      waveHeightM: 1.2,
      wavePeriodS: 8,
      waveDirection: 282,
      swellHeightM: 0.8,
      swellPeriodS: 10.2,
      seaTemperatureC: 13,
    });
  });

  it("keeps a missing value as null, never as zero", () => {
    const [hour] = parseMarineAnswer(body({ wave_height: [0.6, 0.7, 0.8] }));
    expect(hour!.waveHeightM).toBe(0.6);
    expect(hour!.seaTemperatureC).toBeNull();
    expect(hour!.swellPeriodS).toBeNull();
  });

  it("gives nothing for a point the wave model does not cover (every value null)", () => {
    expect(parseMarineAnswer(body({}))).toEqual([]);
  });

  it("drops the hours past every variable's horizon", () => {
    expect(parseMarineAnswer(body({ wave_height: [0.6, 0.7, null], sea_surface_temperature: [12, null, null] }))).toHaveLength(2);
  });

  it("refuses what is not the documented shape", () => {
    expect(() => parseMarineAnswer({ error: true, reason: "Latitude must be in range of -90 to 90°" })).toThrow(WeatherProviderError);
    expect(() => parseMarineAnswer(body({ wave_height: [1, 2] }))).toThrow(/3 times/);
    expect(() => parseMarineAnswer(body({ wave_height: [-1, 0, 0] }))).toThrow(WeatherProviderError);
    expect(() => parseMarineAnswer(body({}, ["2026-11-27T01:00", "2026-11-27T00:00", "2026-11-27T02:00"]))).toThrow(/time/);
  });
});
