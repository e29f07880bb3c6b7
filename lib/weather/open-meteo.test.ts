import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { groupForecastByDay, hourLabel } from "@/lib/forecast/days";
import { parisParts } from "@/lib/forecast/paris-time";
import {
  fakeHourlyValues,
  HORIZON_HOURS,
  startFakeOpenMeteo,
  type FakeOpenMeteo,
} from "@/tests/fakes/open-meteo-server";
import { MAX_BODY_EXCERPT, WeatherProviderError, type WeatherProviderErrorReason } from "./errors";
import {
  fetchForecast,
  FORECAST_DAYS,
  MIN_FORECAST_HOURS,
  OPEN_METEO_MODEL,
  parseForecastBody,
  type ForecastHour,
} from "./open-meteo";
import { HOURLY_VARIABLES } from "./open-meteo-schema";
import { describeWeatherCode } from "./wmo";

type Body = {
  utc_offset_seconds: number;
  hourly: Record<string, (number | string | null)[]>;
};
const fixture = (): Body =>
  JSON.parse(readFileSync(new URL("./fixtures/open-meteo-meteofrance.json", import.meta.url), "utf8"));

async function reasonOf(promise: Promise<unknown>): Promise<WeatherProviderErrorReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WeatherProviderError);
  return (error as WeatherProviderError).reason;
}
const parseReason = (body: unknown) => reasonOf(Promise.resolve().then(() => parseForecastBody(body)));

describe("parseForecastBody (fixture shaped like a real meteofrance_seamless answer)", () => {
  it("reads every complete hour with real UTC instants and drops the empty horizon", () => {
    const hours = parseForecastBody(fixture());
    expect(hours).toHaveLength(30); // 32 times, the last 2 past the model's horizon
    expect(hours[0]).toEqual<ForecastHour>({
      forecastDate: new Date("2026-03-27T23:00:00.000Z"), // "2026-03-28T00:00" at +3600
      temperature: 7.4,
      windSpeed: 3.1,
      windDirection: 245,
      windGust: 4.4,
      humidity: 88,
      weatherCode: 0,
      description: "Ciel dégagé",
    });
    expect(hours[7].windGust).toBeNull();
    expect(hours[16].description).toBe(describeWeatherCode(61));
    for (let i = 1; i < hours.length; i++) {
      expect(hours[i].forecastDate.getTime() - hours[i - 1].forecastDate.getTime()).toBe(3_600_000);
    }
  });

  it("keeps the fixed offset across the DST change, so Paris labels skip 02:00", () => {
    const hours = parseForecastBody(fixture());
    // "2026-03-29T02:00" (no such Paris time) is 01:00Z, i.e. 03:00 CEST.
    expect(hours[26].forecastDate.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    const days = groupForecastByDay(hours);
    expect(days.map((d) => d.key)).toEqual(["2026-03-28", "2026-03-29"]);
    expect(days[1].entries.map((h) => hourLabel(h.forecastDate))).toEqual(["05", "06"]);
  });

  it("reads a missing gust column as no gust", () => {
    const body = fixture();
    delete body.hourly.wind_gusts_10m;
    expect(parseForecastBody(body).every((h) => h.windGust === null)).toBe(true);
  });

  it.each<[string, (b: Body) => unknown]>([
    ["not an object", () => "hello"],
    ["no hourly section", (b) => ({ utc_offset_seconds: b.utc_offset_seconds })],
    ["a missing required column", (b) => (delete b.hourly.weather_code, b)],
    ["columns of unequal length", (b) => (b.hourly.temperature_2m.pop(), b)],
    ["text where a number is expected", (b) => ((b.hourly.wind_speed_10m[3] = "5.2"), b)],
    ["a direction out of range", (b) => ((b.hourly.wind_direction_10m[3] = 400), b)],
    ["a time that is not local ISO", (b) => ((b.hourly.time[3] = "2026-03-28T03:00:00Z"), b)],
    ["times not increasing", (b) => ((b.hourly.time[4] = b.hourly.time[3]), b)],
    ["no utc_offset_seconds", (b) => ({ hourly: b.hourly })],
  ])("refuses %s as malformed", async (_, mutate) => {
    expect(await parseReason(mutate(fixture()))).toBe("malformed");
  });

  it.each<[string, (b: Body) => unknown]>([
    ["a hole before later complete hours", (b) => ((b.hourly.relative_humidity_2m[10] = null), b)],
    ["a missing weather code in the middle", (b) => ((b.hourly.weather_code[0] = null), b)],
    [
      "fewer than 24 complete hours",
      (b) => {
        for (const key of ["time", ...HOURLY_VARIABLES]) b.hourly[key] = b.hourly[key].slice(0, MIN_FORECAST_HOURS - 1);
        return b;
      },
    ],
    ["only nulls", (b) => (HOURLY_VARIABLES.forEach((k) => b.hourly[k].fill(null)), b)],
  ])("refuses %s as incomplete", async (_, mutate) => {
    expect(await parseReason(mutate(fixture()))).toBe("incomplete");
  });
});

describe("fetchForecast against the fake Open-Meteo", () => {
  let fake: FakeOpenMeteo;
  const spot = { latitude: 47.2687, longitude: -2.3417 };

  beforeAll(async () => {
    fake = await startFakeOpenMeteo({ port: 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode("ok");
    fake.resetCalls();
  });

  it("asks for the documented parameters and Météo-France's seamless model", async () => {
    await fetchForecast({ baseUrl: `${fake.url}/`, ...spot });
    expect(fake.calls).toBe(1);
    const query = fake.lastQuery!;
    expect(query.get("models")).toBe(OPEN_METEO_MODEL);
    expect(OPEN_METEO_MODEL).toBe("meteofrance_seamless");
    expect(query.get("hourly")?.split(",").sort()).toEqual([...HOURLY_VARIABLES].sort());
    expect(query.get("wind_speed_unit")).toBe("ms");
    expect(query.get("timezone")).toBe("Europe/Paris");
    expect(query.get("forecast_days")).toBe("7");
    expect(Number(query.get("latitude"))).toBe(spot.latitude);
    expect(Number(query.get("longitude"))).toBe(spot.longitude);
  });

  it("returns 7 × 24 hours from today 00:00 in Paris, in m/s, with French descriptions", async () => {
    const hours = await fetchForecast({ baseUrl: fake.url, ...spot });
    expect(hours).toHaveLength(FORECAST_DAYS * 24);

    // Open-Meteo starts at today's midnight read with the offset valid now.
    const now = new Date();
    const p = parisParts(now);
    const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(now.getTime() / 60_000) * 60_000;
    expect(hours[0].forecastDate.getTime()).toBe(Date.UTC(p.year, p.month - 1, p.day) - offsetMs);

    hours.forEach((hour, i) => {
      const expected = fakeHourlyValues(spot.latitude, spot.longitude, i);
      expect(hour.windSpeed).toBe(expected.windSpeed);
      expect(hour.windGust).toBe(expected.windGust);
      expect(hour.windDirection).toBe(expected.windDirection);
      expect(hour.weatherCode).toBe(expected.weatherCode);
      expect(hour.description).toBe(describeWeatherCode(expected.weatherCode));
    });
  });

  it("keeps the hours before Météo-France's horizon", async () => {
    fake.setMode("horizon");
    expect(await fetchForecast({ baseUrl: fake.url, ...spot })).toHaveLength(HORIZON_HOURS);
  });

  it("reports a server error as http with its status", async () => {
    fake.setMode("down");
    const error = await fetchForecast({ baseUrl: fake.url, ...spot }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeatherProviderError);
    expect(error).toMatchObject({ reason: "http", status: 500 });
  });

  it("reports an unreachable server as http without status", async () => {
    const gone = await startFakeOpenMeteo({ port: 0 });
    await gone.close();
    const error = await fetchForecast({ baseUrl: gone.url, ...spot }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "http", status: undefined });
  });

  it("gives up on a slow server after the time limit", async () => {
    fake.setMode("slow");
    const started = Date.now();
    expect(await reasonOf(fetchForecast({ baseUrl: fake.url, ...spot, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("rethrows the caller's cancellation as is", async () => {
    fake.setMode("slow");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await fetchForecast({ baseUrl: fake.url, ...spot, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(WeatherProviderError);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it("reports a body that is not JSON as malformed, quoting only a short excerpt", async () => {
    fake.setMode("malformed");
    const error = (await fetchForecast({ baseUrl: fake.url, ...spot }).catch((e: unknown) => e)) as WeatherProviderError;
    expect(error.reason).toBe("malformed");
    expect(error.message.length).toBeLessThan(MAX_BODY_EXCERPT + 100);
  });

  it("reports nulls in the middle as incomplete", async () => {
    fake.setMode("incomplete");
    expect(await reasonOf(fetchForecast({ baseUrl: fake.url, ...spot }))).toBe("incomplete");
  });
});
