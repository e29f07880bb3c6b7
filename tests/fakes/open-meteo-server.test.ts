import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { windColorBandForMs } from "@/lib/1-domain/wind";
import {
  FAKE_METEOFRANCE_HOURS,
  FAKE_WEATHER_CODES,
  fakeHourlyValues,
  SLOW_DELAY_MS,
  startFakeOpenMeteo,
  type FakeOpenMeteo,
} from "./open-meteo-server";

const FORECAST = "/v1/forecast?latitude=43.4&longitude=3.7&hourly=wind_speed_10m,weather_code&wind_speed_unit=ms&timezone=Europe%2FParis";

describe("fake Open-Meteo", () => {
  let fake: FakeOpenMeteo;
  beforeAll(async () => {
    fake = await startFakeOpenMeteo({ port: 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode("ok");
    fake.resetCalls();
  });

  it("answers the documented shape for 7 days and counts the calls", async () => {
    const res = await fetch(fake.url + FORECAST);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.timezone).toBe("Europe/Paris");
    expect([3600, 7200]).toContain(body.utc_offset_seconds);
    expect(body.hourly.time).toHaveLength(168);
    expect(body.hourly.time[0]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    expect(body.hourly_units).toMatchObject({ wind_speed_10m: "m/s", weather_code: "wmo code" });
    expect(Object.keys(body.hourly).sort()).toEqual(["time", "weather_code", "wind_speed_10m"]);
    expect(fake.calls).toBe(1);
  });

  it("answers several coordinates with an array of one object per place, in order, and weighs each place", async () => {
    const url = "/v1/forecast?latitude=43.4,48.6,50.9&longitude=3.7,-4.6,1.6&hourly=wind_speed_10m,weather_code&models=meteofrance_seamless,ecmwf_ifs025&wind_speed_unit=ms&timezone=Europe%2FParis";
    const body = await (await fetch(fake.url + url)).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((b: { latitude: number; longitude: number }) => [b.latitude, b.longitude])).toEqual([[43.4, 3.7], [48.6, -4.6], [50.9, 1.6]]);
    expect(body[1].hourly.wind_speed_10m_meteofrance_seamless[12]).toBe(fakeHourlyValues(48.6, -4.6, 12, "meteofrance_seamless").windSpeed);
    expect(fake.calls).toBe(1);
    expect(fake.callsFor(48.6, -4.6)).toBe(1);
    // Three places, 2 variables × 2 models each: never under one call a place.
    expect(fake.weight).toBe(3);
    const uneven = await fetch(`${fake.url}/v1/forecast?latitude=43.4,48.6&longitude=3.7&hourly=wind_speed_10m`);
    expect(uneven.status).toBe(400);
  });

  it("serves each model's run metadata, by its schedule or as set", async () => {
    const meta = await (await fetch(`${fake.url}/data/dwd_icon_eu/static/meta.json`)).json();
    expect(meta.last_run_availability_time).toBeLessThanOrEqual(Date.now() / 1000);
    fake.setRunAvailability("dwd_icon_eu", new Date(1_800_000_000_000));
    expect((await (await fetch(`${fake.url}/data/dwd_icon_eu/static/meta.json`)).json()).last_run_availability_time).toBe(1_800_000_000);
    fake.setRunAvailability("dwd_icon_eu", null);
    expect((await fetch(`${fake.url}/data/nowhere/static/meta.json`)).status).toBe(404);
  });

  it("converts wind to the requested unit like the real service (km/h by default)", async () => {
    const body = await (await fetch(fake.url + FORECAST.replace("&wind_speed_unit=ms", ""))).json();
    expect(body.hourly_units.wind_speed_10m).toBe("km/h");
    expect(body.hourly.wind_speed_10m[0]).toBeCloseTo(fakeHourlyValues(43.4, 3.7, 0).windSpeed * 3.6, 1);
  });

  it("refuses missing coordinates and unknown variables with 400", async () => {
    expect((await fetch(`${fake.url}/v1/forecast?hourly=wind_speed_10m`)).status).toBe(400);
    const res = await fetch(`${fake.url}/v1/forecast?latitude=1&longitude=2&hourly=wind_speed_11m`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: true });
  });

  it("suffixes every key by its model when several are asked, Météo-France stopping at its horizon", async () => {
    const url = `${fake.url}/v1/forecast?latitude=43.4&longitude=3.7&hourly=wind_speed_10m,weather_code&wind_speed_unit=ms&timezone=Europe%2FParis&models=meteofrance_seamless,ecmwf_ifs025&cell_selection=sea`;
    const body = await (await fetch(url)).json();
    expect(Object.keys(body.hourly).sort()).toEqual([
      "time",
      "weather_code_ecmwf_ifs025",
      "weather_code_meteofrance_seamless",
      "wind_speed_10m_ecmwf_ifs025",
      "wind_speed_10m_meteofrance_seamless",
    ]);
    expect(body.hourly_units.wind_speed_10m_ecmwf_ifs025).toBe("m/s");
    const mf: (number | null)[] = body.hourly.wind_speed_10m_meteofrance_seamless;
    expect(mf.findIndex((v) => v === null)).toBe(FAKE_METEOFRANCE_HOURS);
    expect(mf.slice(FAKE_METEOFRANCE_HOURS).every((v) => v === null)).toBe(true);
    expect(body.hourly.wind_speed_10m_ecmwf_ifs025).not.toContain(null);
    expect(body.hourly.wind_speed_10m_ecmwf_ifs025[0]).toBe(fakeHourlyValues(43.4, 3.7, 0, "ecmwf_ifs025").windSpeed);
    expect(mf[0]).toBe(fakeHourlyValues(43.4, 3.7, 0, "meteofrance_seamless").windSpeed);
    expect(mf[0]).not.toBe(body.hourly.wind_speed_10m_ecmwf_ifs025[0]);
  });

  it("refuses an unknown model or cell selection with 400, like the real service", async () => {
    expect((await fetch(`${fake.url + FORECAST}&models=arome_mars`)).status).toBe(400);
    expect((await fetch(`${fake.url + FORECAST}&cell_selection=ocean`)).status).toBe(400);
  });

  it("counts calls per place and delays answers on demand", async () => {
    await (await fetch(`${fake.url}/__delay/200`, { method: "POST" })).json();
    const started = Date.now();
    await (await fetch(fake.url + FORECAST)).json();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    fake.setDelay(0);
    expect(fake.callsFor(43.4, 3.7)).toBe(1);
    expect(fake.callsFor(47.27, -2.34)).toBe(0);
  });

  it("varies winds over every colour band, every weather code and many directions", () => {
    const values = Array.from({ length: 168 }, (_, i) => fakeHourlyValues(47.27, -2.34, i)).filter(
      (_, i) => i % 24 >= 5,
    );
    expect(new Set(values.map((v) => windColorBandForMs(v.windSpeed)))).toEqual(new Set(["grey", "green", "yellow", "red"]));
    expect(new Set(values.map((v) => v.weatherCode))).toEqual(new Set(FAKE_WEATHER_CODES));
    expect(new Set(values.map((v) => v.windDirection)).size).toBeGreaterThan(100);
    expect(values.some((v) => v.windGust === null)).toBe(true);
    expect(fakeHourlyValues(47.27, -2.34, 30)).toEqual(fakeHourlyValues(47.27, -2.34, 30));
    expect(fakeHourlyValues(47.27, -2.34, 30)).not.toEqual(fakeHourlyValues(43.4, 3.7, 30));
  });

  it("switches modes and reports calls over HTTP", async () => {
    const set = await fetch(`${fake.url}/__mode/down`, { method: "POST" });
    expect(await set.json()).toEqual({ mode: "down" });
    expect((await fetch(fake.url + FORECAST)).status).toBe(500);
    expect(await (await fetch(`${fake.url}/__calls`)).json()).toEqual({ calls: 1 });
    expect((await fetch(`${fake.url}/__mode/sideways`, { method: "POST" })).status).toBe(400);

    await fetch(`${fake.url}/__mode/malformed`, { method: "POST" });
    const text = await (await fetch(fake.url + FORECAST)).text();
    expect(() => JSON.parse(text)).toThrow();

    await fetch(`${fake.url}/__mode/incomplete`, { method: "POST" });
    const body = await (await fetch(fake.url + FORECAST)).json();
    expect(body.hourly.wind_speed_10m).toContain(null);
    expect(fake.mode).toBe("incomplete");
  });

  it("breaks one place only when a mode is set for it, until reset", async () => {
    const other = FORECAST.replace("latitude=43.4", "latitude=44.1");
    const set = await fetch(`${fake.url}/__mode/down?latitude=43.4&longitude=3.7`, { method: "POST" });
    expect(await set.json()).toEqual({ mode: "down", place: "43.4,3.7" });
    expect((await fetch(fake.url + FORECAST)).status).toBe(500);
    expect((await fetch(fake.url + other)).status).toBe(200);
    await fetch(`${fake.url}/__reset`, { method: "POST" });
    expect((await fetch(fake.url + FORECAST)).status).toBe(200);
  });

  it("closes at once even with a slow answer pending", async () => {
    const slow = await startFakeOpenMeteo({ port: 0, mode: "slow" });
    const pending = fetch(slow.url + FORECAST).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await slow.close();
    expect(await pending).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(SLOW_DELAY_MS / 10);
  });

  it("runs standalone with tsx and announces its URL", async () => {
    const tsx = path.resolve("node_modules/.bin/tsx");
    const child = spawn(tsx, ["tests/fakes/open-meteo-server.ts", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const match = /fake Open-Meteo on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      expect(await (await fetch(`${url}/__calls`)).json()).toEqual({ calls: 0 });
    } finally {
      child.kill("SIGTERM");
    }
  }, 20_000);
});
