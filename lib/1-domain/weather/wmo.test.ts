import { describe, expect, it } from "vitest";
import { weatherIcon, type WeatherIcon } from "@/lib/1-domain/wind";
import { describeWeatherCode, UNKNOWN_WEATHER_DESCRIPTION, WMO_CODES, WMO_DESCRIPTIONS } from "./wmo";

// Every code Open-Meteo documents for weather_code, with the icon a rider should see.
const EXPECTED_ICON: Record<number, WeatherIcon> = {
  0: "sun",
  1: "sun",
  2: "partly",
  3: "cloud",
  45: "fog",
  48: "fog",
  51: "rain",
  53: "rain",
  55: "rain",
  56: "rain",
  57: "rain",
  61: "rain",
  63: "rain",
  65: "rain",
  66: "rain",
  67: "rain",
  71: "rain",
  73: "rain",
  75: "rain",
  77: "rain",
  80: "rain",
  81: "rain",
  82: "rain",
  85: "rain",
  86: "rain",
  95: "rain",
  96: "rain",
  99: "rain",
};

describe("WMO descriptions", () => {
  it("cover every documented code", () => {
    expect([...WMO_CODES].sort((a, b) => a - b)).toEqual(Object.keys(EXPECTED_ICON).map(Number));
  });

  it.each(Object.entries(EXPECTED_ICON))("code %s gets the %s icon", (code, icon) => {
    expect(weatherIcon(describeWeatherCode(Number(code)))).toBe(icon);
  });

  it("uses the wording the issue asks for", () => {
    expect(describeWeatherCode(0)).toBe("Ciel dégagé");
    expect(describeWeatherCode(2)).toBe("Partiellement nuageux");
    expect(describeWeatherCode(3)).toBe("Couvert");
    expect(describeWeatherCode(45)).toBe("Brouillard");
    expect(describeWeatherCode(61)).toBe("Pluie faible");
    expect(describeWeatherCode(80)).toMatch(/^Averses/);
    expect(describeWeatherCode(95)).toBe("Orage");
  });

  it("gives distinct texts and a fallback for unknown codes", () => {
    expect(new Set(Object.values(WMO_DESCRIPTIONS)).size).toBe(WMO_CODES.length);
    expect(describeWeatherCode(42)).toBe(UNKNOWN_WEATHER_DESCRIPTION);
  });
});
