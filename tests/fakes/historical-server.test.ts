import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeHistoryValues, historyWeight, startFakeHistorical, type FakeHistorical } from "./historical-server";

const YEAR = "/v1/archive?latitude=48.39&longitude=-4.49&start_date=2021-01-01&end_date=2021-12-31&hourly=wind_speed_10m,wind_gusts_10m,wind_direction_10m&wind_speed_unit=ms&timezone=GMT";

describe("fake Open-Meteo archive", () => {
  let fake: FakeHistorical;
  beforeAll(async () => {
    fake = await startFakeHistorical({ now: () => new Date("2026-12-06T12:00:00Z") });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("answers a year of hours in the documented shape, and counts it as Open-Meteo would", async () => {
    const res = await fetch(fake.url + YEAR);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ utc_offset_seconds: 0, timezone: "GMT", hourly_units: { time: "iso8601", wind_speed_10m: "m/s", wind_direction_10m: "°" } });
    expect(Object.keys(body.hourly).sort()).toEqual(["time", "wind_direction_10m", "wind_gusts_10m", "wind_speed_10m"]);
    expect(body.hourly.time).toHaveLength(365 * 24);
    expect(body.hourly.time[0]).toBe("2021-01-01T00:00");
    expect(body.hourly.time.at(-1)).toBe("2021-12-31T23:00");
    const june = body.hourly.time.indexOf("2021-06-15T15:00");
    const expected = fakeHistoryValues(48.39, -4.49, new Date("2021-06-15T15:00:00Z"));
    expect([body.hourly.wind_speed_10m[june], body.hourly.wind_gusts_10m[june], body.hourly.wind_direction_10m[june]]).toEqual([expected.windSpeed, expected.windGust, expected.windDirection]);
    // Three variables over 365 days: 0.3 × 365 / 14 calls, the same as Open-Meteo's calculateQueryWeight.
    expect(fake.calls).toBe(1);
    expect(fake.weight).toBeCloseTo((0.3 * 365) / 14, 6);
    expect(fake.callsFor(48.39, -4.49)).toBe(1);
    await fetch(fake.url + YEAR.replace("2021-12-31", "2021-01-14"));
    expect(fake.weight).toBeCloseTo((0.3 * 365) / 14 + 1, 6); // up to 14 days, never less than one call
    expect(historyWeight(3, 5 * 365)).toBeCloseTo(39.1, 1);
  });

  it("converts the wind to the unit asked, and blows harder in June than in December", async () => {
    const kn = await (await fetch(fake.url + YEAR.replace("wind_speed_unit=ms", "wind_speed_unit=kn"))).json();
    const ms = await (await fetch(fake.url + YEAR)).json();
    expect(kn.hourly_units.wind_speed_10m).toBe("kn");
    expect(kn.hourly.wind_speed_10m[15]).toBeCloseTo(ms.hourly.wind_speed_10m[15] * 1.94384, 0);
    const mean = (from: string) => {
      const i = ms.hourly.time.indexOf(`${from}T00:00`);
      const slice = ms.hourly.wind_speed_10m.slice(i, i + 30 * 24) as number[];
      return slice.reduce((a, b) => a + b, 0) / slice.length;
    };
    expect(mean("2021-06-01")).toBeGreaterThan(mean("2021-12-01") + 2);
  });

  it("refuses what the archive refuses, with its error shape", async () => {
    const bad = async (query: string) => {
      const res = await fetch(`${fake.url}/v1/archive?${query}`);
      return [res.status, ((await res.json()) as { error: boolean }).error];
    };
    expect(await bad("latitude=48&longitude=-4&hourly=wind_speed_10m")).toEqual([400, true]);
    expect(await bad("latitude=48&longitude=-4&start_date=2021-02-01&end_date=2021-01-01&hourly=wind_speed_10m")).toEqual([400, true]);
    expect(await bad("latitude=48&longitude=-4&start_date=2026-12-01&end_date=2026-12-06&hourly=wind_speed_10m")).toEqual([400, true]);
    expect(await bad("latitude=48&longitude=-4&start_date=2021-01-01&end_date=2021-01-02&hourly=wind_speed_1000m")).toEqual([400, true]);
    expect(await bad("latitude=98&longitude=-4&start_date=2021-01-01&end_date=2021-01-02&hourly=wind_speed_10m")).toEqual([400, true]);
  });

  it("fails on demand, for every place or one", async () => {
    fake.setMode("down", { latitude: 48.39, longitude: -4.49 });
    expect((await fetch(fake.url + YEAR)).status).toBe(500);
    expect((await fetch(fake.url + YEAR.replace("latitude=48.39", "latitude=43.3"))).status).toBe(200);
    fake.setMode("malformed");
    const res = await fetch(fake.url + YEAR.replace("latitude=48.39", "latitude=43.3"));
    await expect(res.json()).rejects.toThrow();
  });
});
