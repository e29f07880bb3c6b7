import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { FREE_TIER_LIMITS, openMeteoCallWeight, openMeteoPlan, withOpenMeteoPlan } from "./open-meteo-plan";

const base = { DATABASE_URL: "postgres://u@h/db", BETTER_AUTH_SECRET: "x".repeat(32) };

describe("Open-Meteo's plan", () => {
  it("is the free tier without settings: no key, 600 calls a minute, 5,000 an hour, 10,000 a day", () => {
    expect(openMeteoPlan(parseEnv(base))).toEqual({ apiKey: undefined, limits: FREE_TIER_LIMITS });
    expect(FREE_TIER_LIMITS).toEqual({ perMinute: 600, perHour: 5_000, perDay: 10_000 });
  });

  it("takes a paid plan's key and budgets from the environment, and names a wrong one in French", () => {
    const env = parseEnv({ ...base, OPEN_METEO_API_KEY: "abcDEF123456", OPEN_METEO_CALLS_PER_MINUTE: "5000", OPEN_METEO_CALLS_PER_HOUR: "", OPEN_METEO_CALLS_PER_DAY: "1000000" });
    expect(openMeteoPlan(env)).toEqual({ apiKey: "abcDEF123456", limits: { perMinute: 5_000, perHour: 5_000, perDay: 1_000_000 } });
    expect(() => parseEnv({ ...base, OPEN_METEO_CALLS_PER_DAY: "-3" })).toThrow(/OPEN_METEO_CALLS_PER_DAY est invalide/);
    expect(() => parseEnv({ ...base, OPEN_METEO_API_KEY: "a b" })).toThrow(/OPEN_METEO_API_KEY est invalide/);
  });

  it("moves every Open-Meteo API to its customer host with the key, and leaves other hosts where they are", () => {
    const forecast = withOpenMeteoPlan(new URL("https://api.open-meteo.com/v1/forecast?latitude=47.2"), "k3y-secret");
    expect(forecast.toString()).toBe("https://customer-api.open-meteo.com/v1/forecast?latitude=47.2&apikey=k3y-secret");
    expect(withOpenMeteoPlan(new URL("https://marine-api.open-meteo.com/v1/marine"), "k3y-secret").host).toBe("customer-marine-api.open-meteo.com");
    expect(withOpenMeteoPlan(new URL("https://customer-api.open-meteo.com/v1/forecast"), "k3y-secret").host).toBe("customer-api.open-meteo.com");
    expect(withOpenMeteoPlan(new URL("http://127.0.0.1:4010/v1/forecast"), "k3y-secret").toString()).toBe("http://127.0.0.1:4010/v1/forecast?apikey=k3y-secret");
    expect(withOpenMeteoPlan(new URL("https://api.open-meteo.com/v1/forecast"), undefined).toString()).toBe("https://api.open-meteo.com/v1/forecast");
  });

  it("weighs a location as Open-Meteo does: variables × models / 10, never under one call", () => {
    expect(openMeteoCallWeight(6)).toBe(1);
    expect(openMeteoCallWeight(12)).toBeCloseTo(1.2);
    expect(openMeteoCallWeight(36)).toBeCloseTo(3.6);
    expect(openMeteoCallWeight(15, 28)).toBeCloseTo(3);
  });
});
