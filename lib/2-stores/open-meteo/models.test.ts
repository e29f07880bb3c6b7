import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_MODEL_HOURS,
  fakeBlendedValues,
  fakeHourlyValues,
  startFakeOpenMeteo,
  type FakeOpenMeteo,
} from "@/tests/fakes/open-meteo-server";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { ALL_MODELS_REQUEST, EXTRA_MODELS, fetchForecastAnswer, fetchForecastAnswers, MODEL_IDS, MODELS_REQUEST_WEIGHT, parseForecastAnswer, type ModelResult } from "./models";
import { fetchForecastBody, FORECAST_DAYS, OPEN_METEO_MODELS } from "./open-meteo";

const PLACE = { latitude: 48.64, longitude: -2.02 };
const HOURS = FORECAST_DAYS * 24;

let fake: FakeOpenMeteo;
beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
});
afterAll(() => fake.close());
beforeEach(() => {
  for (const model of MODEL_IDS) fake.setModelState(model, "ok");
  fake.setMode("ok");
});

const hoursOf = (result: ModelResult | undefined) => {
  if (!result || !("hours" in result)) throw new Error(`no hours: ${result && "error" in result ? result.error.message : "absent"}`);
  return result.hours;
};

describe("one request for every model", () => {
  it("asks the blend's two models first, then the others, in a single request", async () => {
    fake.resetCalls();
    await fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: true });
    expect(fake.calls).toBe(1);
    expect(fake.lastQuery?.get("models")).toBe(ALL_MODELS_REQUEST.join(","));
    expect(ALL_MODELS_REQUEST.slice(0, 2)).toEqual(OPEN_METEO_MODELS);
    expect(new Set(ALL_MODELS_REQUEST).size).toBe(ALL_MODELS_REQUEST.length);
    // 6 models of 6 variables weigh 3.6 Open-Meteo calls, three times the blend's request.
    expect(MODELS_REQUEST_WEIGHT).toBe(3);
  });

  it("reads each model's own suffixed columns, each stopping at its horizon, and the blend as before", async () => {
    const answer = await fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: true });
    const blend = hoursOf(answer.blend);
    expect(blend).toHaveLength(HOURS);
    expect(blend[110].windSpeed).toBe(fakeBlendedValues(PLACE.latitude, PLACE.longitude, 110).windSpeed);
    for (const model of MODEL_IDS) {
      const hours = hoursOf(answer.models[model]);
      expect(hours).toHaveLength(FAKE_MODEL_HOURS[model] ?? HOURS);
      expect(hours.every((h) => h.model === model)).toBe(true);
      expect(hours[13].windSpeed).toBe(fakeHourlyValues(PLACE.latitude, PLACE.longitude, 13, model).windSpeed);
    }
    expect(hoursOf(answer.models.meteofrance_arome_france_hd).at(-1)!.forecastDate.getTime() - blend[0].forecastDate.getTime()).toBe(47 * 3_600_000);
  });

  it("without models, still reads ECMWF IFS, which the blend's request carries anyway", async () => {
    const answer = await fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: false });
    expect(fake.lastQuery?.get("models")).toBe(OPEN_METEO_MODELS.join(","));
    expect(Object.keys(answer.models)).toEqual(["ecmwf_ifs025"]);
    expect(hoursOf(answer.models.ecmwf_ifs025)).toHaveLength(HOURS);
    for (const model of EXTRA_MODELS) expect(answer.models[model]).toBeUndefined();
  });

  it("one model missing and another malformed spoil those two only", async () => {
    fake.setModelState("icon_eu", "missing", PLACE);
    fake.setModelState("gfs_seamless", "malformed", PLACE);
    const answer = await fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: true });
    for (const model of ["icon_eu", "gfs_seamless"] as const) {
      const result = answer.models[model]!;
      expect("error" in result && result.error).toBeInstanceOf(WeatherProviderError);
      expect("error" in result && result.error.reason).toBe("malformed");
      expect("error" in result && result.error.message).toContain(`wind_speed_10m_${model}`);
    }
    expect(hoursOf(answer.blend)).toHaveLength(HOURS);
    for (const model of ["meteofrance_arome_france_hd", "meteofrance_arpege_europe", "ecmwf_ifs025"] as const) {
      expect(hoursOf(answer.models[model]).length).toBeGreaterThan(24);
    }
  });

  it("a broken blend column leaves the individual models usable", async () => {
    fake.setModelState("meteofrance_seamless", "malformed", PLACE);
    const answer = await fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: true });
    expect("error" in answer.blend).toBe(true);
    expect(hoursOf(answer.models.meteofrance_arome_france_hd)).toHaveLength(48);
    expect(hoursOf(answer.models.ecmwf_ifs025)).toHaveLength(HOURS);
  });

  it("a model that stops too early is refused like an incomplete blend", async () => {
    const body = (await fetchForecastBody({ baseUrl: fake.url, ...PLACE, models: ALL_MODELS_REQUEST })) as { hourly: Record<string, unknown[]> };
    body.hourly.wind_speed_10m_meteofrance_arpege_europe = body.hourly.wind_speed_10m_meteofrance_arpege_europe.map((v, i) => (i < 10 ? v : null));
    const answer = parseForecastAnswer(body, ALL_MODELS_REQUEST);
    const arpege = answer.models.meteofrance_arpege_europe!;
    expect("error" in arpege && arpege.error.reason).toBe("incomplete");
    expect(hoursOf(answer.models.icon_eu)).toHaveLength(120);
  });

  it("an unusable answer as a whole is still an error of the request", async () => {
    fake.setMode("malformed", PLACE);
    await expect(fetchForecastAnswer({ baseUrl: fake.url, ...PLACE, withModels: true })).rejects.toMatchObject({ reason: "malformed" });
  });
});

describe("several spots in one request", () => {
  it("sends the places as coordinate lists with the plan's key, and gives each place its own answer, in order", async () => {
    fake.resetCalls();
    fake.setModelState("meteofrance_seamless", "ok");
    fake.setModelState("icon_eu", "malformed", { latitude: 47.1, longitude: -2.3 });
    const places = [PLACE, { latitude: 47.1, longitude: -2.3 }, { latitude: 43.3, longitude: 5.3 }];
    const answers = await fetchForecastAnswers({ baseUrl: fake.url, apiKey: "k3y-secret", places, extras: ["icon_eu"] });
    expect(fake.calls).toBe(1);
    expect(fake.lastApiKey).toBe("k3y-secret");
    expect(fake.lastQuery?.get("latitude")).toBe("48.64,47.1,43.3");
    expect(fake.lastQuery?.get("models")).toBe([...OPEN_METEO_MODELS, "icon_eu"].join(","));
    expect(answers).toHaveLength(3);
    for (const [i, place] of places.entries()) {
      expect(hoursOf(answers[i].blend)[30].windSpeed).toBe(fakeBlendedValues(place.latitude, place.longitude, 30).windSpeed);
    }
    // The broken column of one place spoils that place's model alone.
    expect(answers[1].models.icon_eu).toHaveProperty("error");
    expect(hoursOf(answers[2].models.icon_eu)[5].windSpeed).toBe(fakeHourlyValues(43.3, 5.3, 5, "icon_eu").windSpeed);
  });

  it("refuses an answer that does not hold one body per place", async () => {
    const server = (await import("node:http")).createServer((_, res) => res.end(JSON.stringify([{}, {}])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const places = [PLACE, PLACE, PLACE];
      await expect(fetchForecastAnswers({ baseUrl: `http://127.0.0.1:${port}`, places, extras: [] })).rejects.toMatchObject({ reason: "malformed" });
    } finally {
      server.close();
    }
  });
});
