import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeRunValues, fakeStationWind, startFakePreviousRuns, type FakePreviousRuns } from "./previous-runs-server";

const PLACE = { latitude: 50.9, longitude: 1.66 };
const Q = (extra: string) =>
  `/v1/forecast?latitude=${PLACE.latitude}&longitude=${PLACE.longitude}&hourly=wind_speed_10m_previous_day1,wind_direction_10m_previous_day1&${extra}`;
const HOUR = 3_600_000;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("fake Open-Meteo Previous Runs", () => {
  let fake: FakePreviousRuns;
  beforeAll(async () => {
    fake = await startFakePreviousRuns({ port: 0 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode("ok");
    fake.resetCalls();
  });

  it("answers the documented shape: `_previous_dayN` columns suffixed by model, GMT times over start_date…end_date", async () => {
    const res = await fetch(fake.url + Q("models=icon_eu,gfs_seamless&start_date=2025-06-01&end_date=2025-06-02&wind_speed_unit=ms"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ utc_offset_seconds: 0, timezone: "GMT" });
    expect(body.hourly.time).toHaveLength(48);
    expect(body.hourly.time[0]).toBe("2025-06-01T00:00");
    expect(Object.keys(body.hourly).sort()).toEqual([
      "time",
      "wind_direction_10m_previous_day1_gfs_seamless",
      "wind_direction_10m_previous_day1_icon_eu",
      "wind_speed_10m_previous_day1_gfs_seamless",
      "wind_speed_10m_previous_day1_icon_eu",
    ]);
    expect(body.hourly_units.wind_speed_10m_previous_day1_icon_eu).toBe("ms");
    const at = new Date("2025-06-01T13:00:00Z");
    expect(body.hourly.wind_speed_10m_previous_day1_icon_eu[13]).toBeCloseTo(fakeRunValues(PLACE.latitude, PLACE.longitude, at, "icon_eu", 1).windKn / 1.944, 1);
  });

  it("leaves the columns unsuffixed for one model, answers null before 2024, refuses unknown variables and models in Open-Meteo's words", async () => {
    const one = await (await fetch(fake.url + Q("models=icon_eu&start_date=2023-12-31&end_date=2024-01-01"))).json();
    expect(Object.keys(one.hourly).sort()).toEqual(["time", "wind_direction_10m_previous_day1", "wind_speed_10m_previous_day1"]);
    expect(one.hourly.wind_speed_10m_previous_day1.slice(0, 24).every((v: unknown) => v === null)).toBe(true);
    expect(one.hourly.wind_speed_10m_previous_day1[24]).toEqual(expect.any(Number));
    const badVariable = await fetch(`${fake.url}/v1/forecast?latitude=1&longitude=2&hourly=wind_speed_10m_previous_day9`);
    expect(badVariable.status).toBe(400);
    expect((await badVariable.json()).reason).toMatch(/invalid String value wind_speed_10m_previous_day9/);
    expect((await fetch(fake.url + Q("models=unknown_model"))).status).toBe(400);
  });

  it("weighs a place as Open-Meteo bills it: variables × models / 10, at least one call, more past 14 days", async () => {
    await fetch(fake.url + Q("models=icon_eu&past_days=2&forecast_days=0"));
    expect(fake.weight).toBe(1);
    fake.resetCalls();
    // 2 variables × 6 models = 1.2 calls for up to 14 days; over 28 days twice that.
    const six = "models=meteofrance_seamless,ecmwf_ifs025,meteofrance_arome_france_hd,meteofrance_arpege_europe,icon_eu,gfs_seamless";
    await fetch(fake.url + Q(`${six}&start_date=2025-05-01&end_date=2025-05-28`));
    expect(fake.weight).toBeCloseTo(2.4);
    expect(fake.calls).toBe(1);
  });

  it("fails as asked: a 500, a body that is not JSON", async () => {
    fake.setMode("down");
    expect((await fetch(fake.url + Q("models=icon_eu"))).status).toBe(500);
    fake.setMode("malformed");
    await expect((await fetch(fake.url + Q("models=icon_eu"))).json()).rejects.toThrow();
  });

  it("gives each place's station its behaviour: consistently above the models, at random around them, or in agreement", () => {
    const hours = Array.from({ length: 24 * 20 }, (_, i) => new Date(Date.parse("2025-06-01T00:00:00Z") + i * HOUR));
    const gap = (behaviour: "above" | "random" | "agrees") =>
      hours.map((at) => fakeStationWind(PLACE.latitude, PLACE.longitude, at, behaviour).windKn - fakeRunValues(PLACE.latitude, PLACE.longitude, at, "icon_eu", 1).windKn);
    const above = gap("above");
    expect(mean(above)).toBeGreaterThan(3);
    expect(above.filter((g) => g > 0).length / above.length).toBeGreaterThan(0.97);
    const random = gap("random");
    expect(Math.abs(mean(random))).toBeLessThan(0.4);
    expect(mean(random.map(Math.abs))).toBeGreaterThan(1.8);
    expect(mean(gap("agrees").map(Math.abs))).toBeLessThan(1);
    // Deterministic: the same hour twice is the same reading; the server's station follows the behaviour set for its place.
    fake.setBehaviour("above", PLACE);
    expect(fake.stationKmh(PLACE, hours[5]!)).toEqual(fake.stationKmh(PLACE, hours[5]!));
    expect(fake.stationKmh(PLACE, hours[13]!).avg).toBeGreaterThan(fakeRunValues(PLACE.latitude, PLACE.longitude, hours[13]!, "icon_eu", 1).windKn * 1.852);
  });
});
