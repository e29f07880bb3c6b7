import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeRunValues, startFakePreviousRuns, type FakePreviousRuns } from "@/tests/fakes/previous-runs-server";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { MODEL_IDS } from "../../1-domain/weather/model-ids";
import { daysBetween, fetchPreviousRuns, parsePreviousRuns, previousRunsUrl, previousRunsWeight } from "./previous-runs";

const PLACE = { latitude: 47.23, longitude: -2.51 };
const FROM = new Date("2025-04-01T00:00:00Z");
const TO = new Date("2025-05-30T00:00:00Z");

let fake: FakePreviousRuns;
beforeAll(async () => {
  fake = await startFakePreviousRuns({ port: 0 });
});
afterAll(() => fake.close());

describe("Open-Meteo's Previous Runs client", () => {
  it("asks the day-ahead run of every model over the UTC days, and moves to the customer host with a key", () => {
    const url = previousRunsUrl("https://previous-runs-api.open-meteo.com/", PLACE, FROM, TO);
    expect(url.origin + url.pathname).toBe("https://previous-runs-api.open-meteo.com/v1/forecast");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      hourly: "wind_speed_10m_previous_day1,wind_gusts_10m_previous_day1,wind_direction_10m_previous_day1",
      models: "meteofrance_seamless,meteofrance_arome_france_hd,meteofrance_arpege_europe,icon_eu,ecmwf_ifs025,gfs_seamless",
      start_date: "2025-04-01",
      end_date: "2025-05-30",
      wind_speed_unit: "ms",
    });
    expect(url.searchParams.has("timezone")).toBe(false);
    const paid = previousRunsUrl("https://previous-runs-api.open-meteo.com", PLACE, FROM, TO, "k3y-secret");
    expect(paid.host).toBe("customer-previous-runs-api.open-meteo.com");
    expect(paid.searchParams.get("apikey")).toBe("k3y-secret");
  });

  it("weighs 60 days as Open-Meteo counts them: 18 columns are 1.8 calls, times 60 / 14 days", async () => {
    expect(daysBetween(FROM, TO)).toBe(60);
    expect(previousRunsWeight(60)).toBeCloseTo((1.8 * 60) / 14);
    expect(previousRunsWeight(7)).toBeCloseTo(1.8);
    fake.resetCalls();
    await fetchPreviousRuns({ baseUrl: fake.url, place: PLACE, from: FROM, to: TO });
    expect(fake.weight).toBeCloseTo(previousRunsWeight(60));
  });

  it("reads every model's hours in knots with their gusts and direction, and the blend's from Météo-France", async () => {
    const runs = await fetchPreviousRuns({ baseUrl: fake.url, place: PLACE, from: FROM, to: TO });
    expect([...runs.keys()].sort()).toEqual(["blend", ...MODEL_IDS].sort());
    const icon = runs.get("icon_eu")!;
    expect(icon).toHaveLength(60 * 24);
    const at = new Date("2025-04-10T14:00:00Z");
    const hour = icon.find((h) => h.at === at.getTime())!;
    const expected = fakeRunValues(PLACE.latitude, PLACE.longitude, at, "icon_eu", 1);
    expect(hour.values[0]).toBeCloseTo(expected.windKn, 0);
    expect(hour.values[1]).toBeCloseTo(expected.gustKn, 0);
    expect(hour.values[2]).toBe(expected.directionDeg);
    const blend = runs.get("blend")!.find((h) => h.at === at.getTime())!;
    expect(blend.values[0]).toBeCloseTo(fakeRunValues(PLACE.latitude, PLACE.longitude, at, "meteofrance_seamless", 1).windKn, 0);
  });

  it("fills the blend from ECMWF where Météo-France has nothing, leaves out a model without columns, skips empty hours", () => {
    const time = ["2025-04-01T00:00", "2025-04-01T01:00"];
    const runs = parsePreviousRuns({
      utc_offset_seconds: 0,
      hourly: {
        time,
        wind_speed_10m_previous_day1_meteofrance_seamless: [5, null],
        wind_direction_10m_previous_day1_meteofrance_seamless: [270, null],
        wind_speed_10m_previous_day1_ecmwf_ifs025: [6, 7],
        wind_gusts_10m_previous_day1_ecmwf_ifs025: [9, null],
        wind_direction_10m_previous_day1_ecmwf_ifs025: [280, 290],
        wind_speed_10m_previous_day1_icon_eu: [null, 4],
        wind_direction_10m_previous_day1_icon_eu: [null, 200],
        wind_speed_10m_previous_day1_gfs_seamless: ["n/a", 3],
      },
    });
    const h1 = Date.parse("2025-04-01T01:00:00Z");
    expect(runs.get("blend")).toEqual([
      { at: Date.parse("2025-04-01T00:00:00Z"), values: [9.7, null, 270] },
      { at: h1, values: [13.6, null, 290] },
    ]);
    expect(runs.get("icon_eu")).toEqual([{ at: h1, values: [7.8, null, 200] }]);
    expect(runs.has("gfs_seamless")).toBe(false);
    expect(runs.has("meteofrance_arome_france_hd")).toBe(false);
  });

  it("throws a WeatherProviderError for an answer that is no answer", async () => {
    expect(() => parsePreviousRuns({ hourly: {} })).toThrow(WeatherProviderError);
    fake.setMode("malformed");
    await expect(fetchPreviousRuns({ baseUrl: fake.url, place: PLACE, from: FROM, to: TO })).rejects.toMatchObject({ reason: "malformed" });
    fake.setMode("down");
    await expect(fetchPreviousRuns({ baseUrl: fake.url, place: PLACE, from: FROM, to: TO })).rejects.toMatchObject({ reason: "http", status: 500 });
    fake.setMode("ok");
  });
});
