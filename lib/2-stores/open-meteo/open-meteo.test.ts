import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { groupForecastByDay, hourLabel } from "@/lib/1-domain/forecast/days";
import { parisParts } from "@/lib/0-base/time";
import {
  FAKE_METEOFRANCE_HOURS,
  fakeBlendedValues,
  HORIZON_HOURS,
  startFakeOpenMeteo,
  type FakeOpenMeteo,
} from "@/tests/fakes/open-meteo-server";
import { MAX_BODY_EXCERPT } from "../../0-base/provider-fetch";
import { WeatherProviderError, type WeatherProviderErrorReason } from "../../1-domain/weather/errors";
import {
  CELL_SELECTION,
  FALLBACK_MODEL,
  fetchForecast,
  FORECAST_DAYS,
  MIN_FORECAST_HOURS,
  OPEN_METEO_MODELS,
  parseForecastBody,
  PRIMARY_MODEL,
  type ForecastHour,
} from "./open-meteo";
import { hourlyKey, HOURLY_VARIABLES } from "../../1-domain/weather/open-meteo-schema";
import { describeWeatherCode } from "../../1-domain/weather/wmo";

type Body = {
  utc_offset_seconds: number;
  hourly: Record<string, (number | string | null)[]>;
};
// Shaped like a real two-model answer: Météo-France stops after 26 hours, ECMWF goes on to 32.
const fixture = (): Body =>
  JSON.parse(readFileSync(new URL("./fixtures/open-meteo-blend.json", import.meta.url), "utf8"));
const MF_HOURS_IN_FIXTURE = 26;
/** Every column of a variable, one per model. */
const columns = (b: Body, variable: (typeof HOURLY_VARIABLES)[number]) =>
  OPEN_METEO_MODELS.map((m) => b.hourly[hourlyKey(variable, m, OPEN_METEO_MODELS)]);

async function reasonOf(promise: Promise<unknown>): Promise<WeatherProviderErrorReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WeatherProviderError);
  return (error as WeatherProviderError).reason;
}
const parseReason = (body: unknown) => reasonOf(Promise.resolve().then(() => parseForecastBody(body)));

describe("parseForecastBody (fixture shaped like a real meteofrance_seamless + ecmwf_ifs025 answer)", () => {
  it("reads every hour with real UTC instants, Météo-France first, then ECMWF past its horizon", () => {
    const hours = parseForecastBody(fixture());
    expect(hours).toHaveLength(32);
    expect(hours[0]).toEqual<ForecastHour>({
      forecastDate: new Date("2026-03-27T23:00:00.000Z"), // "2026-03-28T00:00" at +3600
      temperature: 7.4,
      windSpeed: 3.1,
      windDirection: 245,
      windGust: 4.4,
      humidity: 88,
      weatherCode: 0,
      description: "Ciel dégagé",
      model: PRIMARY_MODEL,
    });
    expect(hours[7].windGust).toBeNull();
    expect(hours[16].description).toBe(describeWeatherCode(61));
    expect(hours.map((h) => h.model)).toEqual([
      ...Array(MF_HOURS_IN_FIXTURE).fill(PRIMARY_MODEL),
      ...Array(32 - MF_HOURS_IN_FIXTURE).fill(FALLBACK_MODEL),
    ]);
    // Past Météo-France's horizon the whole hour is ECMWF's.
    const ecmwf = (v: (typeof HOURLY_VARIABLES)[number]) => fixture().hourly[hourlyKey(v, FALLBACK_MODEL, OPEN_METEO_MODELS)][30];
    expect(hours[30]).toMatchObject({
      windSpeed: ecmwf("wind_speed_10m"),
      windDirection: ecmwf("wind_direction_10m"),
      windGust: ecmwf("wind_gusts_10m"),
      temperature: ecmwf("temperature_2m"),
      weatherCode: ecmwf("weather_code"),
    });
    for (let i = 1; i < hours.length; i++) {
      expect(hours[i].forecastDate.getTime() - hours[i - 1].forecastDate.getTime()).toBe(3_600_000);
    }
  });

  it("takes an hour whole from ECMWF when Météo-France lacks one value of it, never a mix", () => {
    const body = fixture();
    body.hourly[hourlyKey("weather_code", PRIMARY_MODEL, OPEN_METEO_MODELS)][10] = null;
    const hour = parseForecastBody(body)[10];
    expect(hour.model).toBe(FALLBACK_MODEL);
    expect(hour.windSpeed).toBe(body.hourly[hourlyKey("wind_speed_10m", FALLBACK_MODEL, OPEN_METEO_MODELS)][10]);
  });

  it("keeps the fixed offset across the DST change, so Paris labels skip 02:00", () => {
    const hours = parseForecastBody(fixture());
    // "2026-03-29T02:00" (no such Paris time) is 01:00Z, i.e. 03:00 CEST.
    expect(hours[26].forecastDate.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    const days = groupForecastByDay(hours);
    expect(days.map((d) => d.key)).toEqual(["2026-03-28", "2026-03-29"]);
    expect(days[1].entries.map((h) => hourLabel(h.forecastDate))).toEqual(["05", "06", "07", "08"]);
  });

  it("reads a missing gust column as no gust", () => {
    const body = fixture();
    for (const m of OPEN_METEO_MODELS) delete body.hourly[hourlyKey("wind_gusts_10m", m, OPEN_METEO_MODELS)];
    expect(parseForecastBody(body).every((h) => h.windGust === null)).toBe(true);
  });

  it("reads a single-model answer, whose keys carry no suffix", () => {
    const body = fixture();
    const single: Body = { utc_offset_seconds: body.utc_offset_seconds, hourly: { time: body.hourly.time } };
    for (const v of HOURLY_VARIABLES) single.hourly[v] = body.hourly[hourlyKey(v, PRIMARY_MODEL, OPEN_METEO_MODELS)];
    const hours = parseForecastBody(single, [PRIMARY_MODEL]);
    expect(hours).toHaveLength(MF_HOURS_IN_FIXTURE); // the empty horizon is dropped
    expect(hours.every((h) => h.model === PRIMARY_MODEL)).toBe(true);
  });

  it.each<[string, (b: Body) => unknown]>([
    ["not an object", () => "hello"],
    ["no hourly section", (b) => ({ utc_offset_seconds: b.utc_offset_seconds })],
    ["a missing required column", (b) => (delete b.hourly[hourlyKey("weather_code", FALLBACK_MODEL, OPEN_METEO_MODELS)], b)],
    ["unsuffixed keys where two models were asked", (b) => {
      for (const v of HOURLY_VARIABLES) b.hourly[v] = b.hourly[hourlyKey(v, PRIMARY_MODEL, OPEN_METEO_MODELS)];
      for (const v of HOURLY_VARIABLES) for (const m of OPEN_METEO_MODELS) delete b.hourly[hourlyKey(v, m, OPEN_METEO_MODELS)];
      return b;
    }],
    ["columns of unequal length", (b) => (columns(b, "temperature_2m")[1].pop(), b)],
    ["text where a number is expected", (b) => ((columns(b, "wind_speed_10m")[0][3] = "5.2"), b)],
    ["a direction out of range", (b) => ((columns(b, "wind_direction_10m")[1][3] = 400), b)],
    ["a time that is not local ISO", (b) => ((b.hourly.time[3] = "2026-03-28T03:00:00Z"), b)],
    ["times not increasing", (b) => ((b.hourly.time[4] = b.hourly.time[3]), b)],
    ["no utc_offset_seconds", (b) => ({ hourly: b.hourly })],
  ])("refuses %s as malformed", async (_, mutate) => {
    expect(await parseReason(mutate(fixture()))).toBe("malformed");
  });

  it.each<[string, (b: Body) => unknown]>([
    ["a hole that no model fills, before later complete hours", (b) => (columns(b, "relative_humidity_2m").forEach((c) => (c[10] = null)), b)],
    ["a missing weather code in the first hour of both models", (b) => (columns(b, "weather_code").forEach((c) => (c[0] = null)), b)],
    [
      "fewer than 24 complete hours",
      (b) => {
        for (const key of Object.keys(b.hourly)) b.hourly[key] = b.hourly[key].slice(0, MIN_FORECAST_HOURS - 1);
        return b;
      },
    ],
    ["only nulls", (b) => (HOURLY_VARIABLES.forEach((v) => columns(b, v).forEach((c) => c.fill(null))), b)],
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

  it("asks for the documented parameters, Météo-France's seamless model first, then ECMWF", async () => {
    await fetchForecast({ baseUrl: `${fake.url}/`, ...spot });
    expect(fake.calls).toBe(1);
    const query = fake.lastQuery!;
    expect(query.get("models")).toBe("meteofrance_seamless,ecmwf_ifs025");
    expect(query.get("cell_selection")).toBe(CELL_SELECTION);
    expect(query.get("hourly")?.split(",").sort()).toEqual([...HOURLY_VARIABLES].sort());
    expect(query.get("wind_speed_unit")).toBe("ms");
    expect(query.get("timezone")).toBe("Europe/Paris");
    expect(query.get("forecast_days")).toBe("7");
    expect(Number(query.get("latitude"))).toBe(spot.latitude);
    expect(Number(query.get("longitude"))).toBe(spot.longitude);
  });

  it("returns 7 × 24 hours from today 00:00 in Paris, in m/s, Météo-France's then ECMWF's", async () => {
    const hours = await fetchForecast({ baseUrl: fake.url, ...spot });
    expect(hours).toHaveLength(FORECAST_DAYS * 24);

    // Open-Meteo starts at today's midnight read with the offset valid now.
    const now = new Date();
    const p = parisParts(now);
    const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(now.getTime() / 60_000) * 60_000;
    expect(hours[0].forecastDate.getTime()).toBe(Date.UTC(p.year, p.month - 1, p.day) - offsetMs);

    hours.forEach((hour, i) => {
      const expected = fakeBlendedValues(spot.latitude, spot.longitude, i);
      expect(hour.model).toBe(expected.model);
      expect(hour.windSpeed).toBe(expected.windSpeed);
      expect(hour.windGust).toBe(expected.windGust);
      expect(hour.windDirection).toBe(expected.windDirection);
      expect(hour.weatherCode).toBe(expected.weatherCode);
      expect(hour.description).toBe(describeWeatherCode(expected.weatherCode));
    });
  });

  it("fills the days past Météo-France's horizon from ECMWF", async () => {
    const hours = await fetchForecast({ baseUrl: fake.url, ...spot });
    expect(hours.filter((h) => h.model === PRIMARY_MODEL)).toHaveLength(FAKE_METEOFRANCE_HOURS);
    expect(hours.filter((h) => h.model === FALLBACK_MODEL)).toHaveLength(FORECAST_DAYS * 24 - FAKE_METEOFRANCE_HOURS);
  });

  it("keeps the hours before every model's horizon", async () => {
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

describe("fetchForecast through the provider fetch helper", () => {
  it("refuses a redirection and a body far larger than a forecast, as WeatherProviderError", async () => {
    const { createServer } = await import("node:http");
    let followed = 0;
    const server = createServer((req, res) => {
      if (req.url?.startsWith("/elsewhere")) return void (followed++, res.writeHead(200).end("{}"));
      if (req.url?.startsWith("/moved/")) return void res.writeHead(301, { location: "/elsewhere" }).end();
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1 << 20, " ");
      let left = 150; // 150 MB of blanks, the audit's answer
      const pump = () => {
        while (left-- > 0) if (!res.write(chunk)) return void res.once("drain", pump);
        res.end();
      };
      res.on("close", () => (left = 0));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      expect(await reasonOf(fetchForecast({ baseUrl: `${base}/moved`, latitude: 50.9, longitude: 1.6 }))).toBe("redirect");
      expect(followed).toBe(0);
      expect(await reasonOf(fetchForecast({ baseUrl: base, latitude: 50.9, longitude: 1.6 }))).toBe("too-large");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
