import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctionForecastDays, spots, spotWindStations, weatherForecasts, weatherModelHours, windStationHours, windStations } from "@/db/schema";
import { toKnots } from "@/lib/1-domain/wind/knots";
import { westBeach } from "@/tests/support/verdict";
import { spotFacts } from "../verdicts/spot-verdicts";
import { FREE_TIER_LIMITS } from "@/lib/0-base/open-meteo-plan";
import { callBudget } from "@/lib/0-base/pacing";
import { MS_TO_KNOTS } from "@/lib/1-domain/wind/knots";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "@/tests/fakes/openwindmap-server";
import { fakeRunValues, fakeStationWind, startFakePreviousRuns, type FakePreviousRuns } from "@/tests/fakes/previous-runs-server";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { previousRunsWeight } from "../../2-stores/open-meteo/previous-runs";
import { correctModelHours, readSpotCorrections, spotCorrection } from "./read";
import { sweepCorrections, trainSpotCorrection, type TrainOptions } from "./train";

/*
 * The correction-train job end to end on the fakes, in a database of its own (the OpenWindMap tests poll beside this
 * file and choose every spot's station again): a spot whose station reads consistently above the models, one whose
 * station disagrees at random, one without a station.
 */
const HOUR = 3_600_000;
const NOW = new Date();
const ABOVE = { latitude: 47.26, longitude: -2.52 };
const RANDOM = { latitude: 43.51, longitude: 3.93 };
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let previousRuns: FakePreviousRuns;
let owm: FakeOpenWindMap;
const ids = { above: 0, random: 0, lone: 0 };
let options: TrainOptions;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  previousRuns = await startFakePreviousRuns({ port: 0 });
  previousRuns.setBehaviour("above", ABOVE);
  previousRuns.setBehaviour("random", RANDOM);
  owm = await startFakeOpenWindMap({
    stations: [
      { id: 7001, name: "Pornichet", latitude: ABOVE.latitude + 0.01, longitude: ABOVE.longitude, archive: (at) => previousRuns.stationKmh(ABOVE, at) },
      { id: 7002, name: "Carnon", latitude: RANDOM.latitude + 0.01, longitude: RANDOM.longitude, archive: (at) => previousRuns.stationKmh(RANDOM, at) },
    ],
  });
  const { db } = isolated;
  const place = { description: "test", hydrographicZero: 0, hydrographicSource: "test" };
  [{ id: ids.above }, { id: ids.random }, { id: ids.lone }] = await db
    .insert(spots)
    .values([
      { name: "Au-dessus du modèle", ...ABOVE, ...place },
      { name: "Au hasard", ...RANDOM, ...place },
      { name: "Sans balise", latitude: 45.5, longitude: 2.8, ...place },
    ])
    .returning({ id: spots.id });
  await db.insert(windStations).values([
    { id: 7001, name: "Pornichet", latitude: ABOVE.latitude + 0.01, longitude: ABOVE.longitude, measuredAt: NOW, windAvgKmh: 20 },
    { id: 7002, name: "Carnon", latitude: RANDOM.latitude + 0.01, longitude: RANDOM.longitude, measuredAt: NOW, windAvgKmh: 20 },
  ]);
  await db.insert(spotWindStations).values([
    { spotId: ids.above, stationId: 7001, distanceKm: 1.1 },
    { spotId: ids.random, stationId: 7002, distanceKm: 1.1 },
    { spotId: ids.lone, stationId: null, distanceKm: null },
  ]);
  options = {
    now: NOW,
    previousRunsBaseUrl: previousRuns.url,
    openWindMapBaseUrl: owm.url,
    openMeteo: callBudget(FREE_TIER_LIMITS),
    archive: callBudget({ perMinute: 100, perHour: 100, perDay: 100 }),
  };
});
afterAll(async () => {
  await previousRuns?.close();
  await owm?.close();
  await isolated?.stop();
});

describe("the correction-train job", () => {
  it("learns a station that reads above the models from 60 days of history on the spot's first day, applies it and says by how much", async () => {
    const report = await trainSpotCorrection(isolated.db, ids.above, options);
    expect(report).toMatchObject({ status: "trained", stationId: 7001, history: { forecast: "fetched", station: "fetched" }, models: 6 });
    if (report.status !== "trained") return;
    expect(report.applied.sort()).toEqual(["blend", "ecmwf_ifs025", "gfs_seamless", "icon_eu", "meteofrance_arome_france_hd", "meteofrance_arpege_europe"]);
    // One request of every model over 60 days, weighed as Open-Meteo bills it; the archive in months.
    expect(previousRuns.calls).toBe(1);
    expect(previousRuns.weight).toBeCloseTo(previousRunsWeight(60));
    expect(owm.archiveCalls).toBe(2);

    const answer = await spotCorrection(isolated.db, ids.above);
    expect(answer).toMatchObject({ station: { id: 7001, name: "Pornichet", distanceKm: 1.1 }, model: "blend", applied: true, reason: null, windowDays: 30 });
    expect(answer.correctedMaeKn!).toBeLessThan(answer.rawMaeKn! - 2);
    expect(answer.summary).toBe(`Corrigé par Balise Pornichet : erreur moyenne ${String(answer.correctedMaeKn).replace(".", ",")}\u00a0nds au lieu de ${String(answer.rawMaeKn).replace(".", ",")} sur les ${answer.testedDays} derniers jours`);
    expect(answer.testedDays).toBeGreaterThanOrEqual(28);
    expect(answer.days.length).toBe(answer.testedDays);

    // Tomorrow's forecast, corrected, is closer to what the station will measure.
    const tomorrow = Array.from({ length: 24 }, (_, h) => new Date(Math.floor(NOW.getTime() / 86_400_000 + 1) * 86_400_000 + h * HOUR));
    const raw = tomorrow.map((at) => {
      const f = fakeRunValues(ABOVE.latitude, ABOVE.longitude, at, "meteofrance_seamless", 1);
      return { forecastDate: at, windSpeed: f.windKn / MS_TO_KNOTS, windGust: f.gustKn / MS_TO_KNOTS, windDirection: f.directionDeg };
    });
    const corrected = correctModelHours(raw, "blend", await readSpotCorrections(isolated.db, ids.above, 7001));
    expect(corrected).toMatchObject({ applied: true, maeKn: answer.correctedMaeKn });
    const station = tomorrow.map((at) => fakeStationWind(ABOVE.latitude, ABOVE.longitude, at, "above").windKn);
    const error = (hours: typeof raw) => mean(hours.map((h, i) => Math.abs(h.windSpeed * MS_TO_KNOTS - station[i]!)));
    expect(error(corrected.hours)).toBeLessThan(error(raw) / 2);
  });

  it("gives the verdicts the wind as it blows at the spot: the corrected forecast, or the raw one with its error tempering their confidence", async () => {
    const { db } = isolated;
    // Tomorrow's standard forecast stored at both spots, as the refresh would.
    const tomorrow = Array.from({ length: 24 }, (_, h) => new Date(Math.floor(NOW.getTime() / 86_400_000 + 1) * 86_400_000 + h * HOUR));
    const stored = (place: typeof ABOVE, spotId: number) =>
      tomorrow.map((at) => {
        const f = fakeRunValues(place.latitude, place.longitude, at, "meteofrance_seamless", 1);
        return { spotId, forecastDate: at, lastUpdated: NOW, temperature: 15, humidity: 70, description: "Couvert", windSpeed: f.windKn / MS_TO_KNOTS, windGust: f.gustKn / MS_TO_KNOTS, windDirection: f.directionDeg };
      });
    await db.insert(weatherForecasts).values([...stored(ABOVE, ids.above), ...stored(RANDOM, ids.random)]);
    const knowledge = (place: typeof ABOVE) => async () => ({ ...place, knowledge: westBeach });
    const factsOf = (spotId: number, place: typeof ABOVE) => spotFacts(db, spotId, { knowledge: knowledge(place), factsTtlMs: 0, now: () => NOW });

    const above = await factsOf(ids.above, ABOVE);
    const corrected = correctModelHours(stored(ABOVE, ids.above), "blend", await readSpotCorrections(db, ids.above, 7001));
    expect(corrected.applied).toBe(true);
    const tomorrowFacts = above.facts.filter((f) => f.time >= tomorrow[0]!.getTime());
    expect(tomorrowFacts.map((f) => f.windKn)).toEqual(corrected.hours.map((h) => toKnots(h.windSpeed)));
    // The station reads above the models: the verdicts see more wind than the raw model.
    expect(mean(tomorrowFacts.map((f) => f.windKn))).toBeGreaterThan(mean(stored(ABOVE, ids.above).map((h) => toKnots(h.windSpeed))) + 2);

    const random = await factsOf(ids.random, RANDOM);
    const answer = await spotCorrection(db, ids.random);
    expect(answer.applied).toBe(false);
    expect(random.facts.filter((f) => f.time >= tomorrow[0]!.getTime()).map((f) => f.windKn)).toEqual(stored(RANDOM, ids.random).map((h) => toKnots(h.windSpeed)));
    // Its measured error is what caps the hours' confidence (lib/1-domain/verdict/spot-hours.test.ts).
    expect(correctModelHours([], "blend", await readSpotCorrections(db, ids.random, 7002)).maeKn).toBe(answer.rawMaeKn);
  });

  it("keeps the raw model where the station disagrees at random, and says why", async () => {
    expect(await trainSpotCorrection(isolated.db, ids.random, options)).toMatchObject({ status: "trained", applied: [] });
    const answer = await spotCorrection(isolated.db, ids.random, "icon_eu");
    expect(answer).toMatchObject({ model: "icon_eu", applied: false, reason: "la correction ne fait pas mieux", reasonCode: "not-better" });
    expect(answer.summary).toMatch(/^Prévision brute : la correction ne fait pas mieux/);
    expect(correctModelHours([], "icon_eu", await readSpotCorrections(isolated.db, ids.random, 7002)).applied).toBe(false);
  });

  it("says « pas de balise » for a spot without a station", async () => {
    expect(await trainSpotCorrection(isolated.db, ids.lone, options)).toEqual({ spotId: ids.lone, status: "no-station" });
    expect(await spotCorrection(isolated.db, ids.lone)).toMatchObject({ station: null, applied: false, reason: "pas de balise", method: null });
  });

  it("then learns from the hours Alizé stores, never asking for the history again, and never over it", async () => {
    const { db } = isolated;
    const yesterday = new Date(Math.floor(NOW.getTime() / 86_400_000 - 1) * 86_400_000);
    const day = yesterday.toISOString().slice(0, 10);
    const row = { spotId: ids.above, model: "icon_eu", lastUpdated: NOW, temperature: 15, humidity: 70, description: "Couvert" };
    await db.insert(weatherModelHours).values([
      { ...row, forecastDate: new Date(yesterday.getTime() + 10 * HOUR), windSpeed: 5, windDirection: 250, windGust: 7 },
      // A model the history does not have for this spot yet: its stored day is kept.
      { ...row, model: "blend_test", forecastDate: new Date(yesterday.getTime() + 10 * HOUR), windSpeed: 6, windDirection: 250, windGust: null },
    ]);
    await db.insert(windStationHours).values({ stationId: 7001, hour: new Date(yesterday.getTime() + 10 * HOUR), readings: 15, sumAvgKmh: 15 * 12 * KMH_PER_KNOT, maxKmh: 30, sumHeadingSin: -1, sumHeadingCos: 0 });
    previousRuns.resetCalls();
    owm.resetCalls();
    expect(await trainSpotCorrection(db, ids.above, { ...options, now: new Date(NOW.getTime() + 60_000) })).toMatchObject({ history: { forecast: "known", station: "known" } });
    expect(previousRuns.calls).toBe(0);
    expect(owm.archiveCalls).toBe(0);
    const days = await db
      .select({ model: correctionForecastDays.model, source: correctionForecastDays.source, hours: correctionForecastDays.hours })
      .from(correctionForecastDays)
      .where(and(eq(correctionForecastDays.spotId, ids.above), eq(correctionForecastDays.day, day)));
    expect(days.find((d) => d.model === "icon_eu")?.source).toBe("history");
    expect(days.find((d) => d.model === "blend_test")).toMatchObject({ source: "stored" });
    expect(days.find((d) => d.model === "blend_test")!.hours[10]).toEqual([11.7, null, 250]);
  });

  it("postpones the history when a budget has no room and says when a provider fails, learning from what it has", async () => {
    const { db } = isolated;
    const [{ id }] = await db.insert(spots).values({ name: "Nouveau", ...ABOVE, latitude: ABOVE.latitude + 0.002, description: "test", hydrographicZero: 0, hydrographicSource: "test" }).returning({ id: spots.id });
    await db.insert(spotWindStations).values({ spotId: id, stationId: 7001, distanceKm: 1.3 });
    const full = { perMinute: 1, perHour: 1, perDay: 1 };
    previousRuns.setMode("down");
    expect(await trainSpotCorrection(db, id, { ...options, openMeteo: callBudget(full) })).toMatchObject({ history: { forecast: "postponed", station: "known" }, applied: [] });
    expect(await trainSpotCorrection(db, id, options)).toMatchObject({ history: { forecast: "failed", station: "known" } });
    previousRuns.setMode("ok");
    expect((await spotCorrection(db, id)).reason).toBe("pas assez de mesures");
  });

  it("sends every spot whose corrections are missing or a day old, and a spot still short of measurements every 3 hours", async () => {
    const sweep = async (at: Date) => {
      const sent: number[] = [];
      await sweepCorrections(isolated.db, async (spotId) => void sent.push(spotId), at);
      return sent;
    };
    const soon = await sweep(new Date(NOW.getTime() + 60_000));
    expect(soon).not.toContain(ids.above);
    expect(soon).not.toContain(ids.lone);
    // The spot whose history was postponed, then failed, learned nothing yet: tried again 3 hours later.
    const later = await sweep(new Date(NOW.getTime() + 4 * HOUR));
    expect(later).toHaveLength(1);
    expect(later).not.toContain(ids.above);
    expect(await sweep(new Date(NOW.getTime() + 21 * HOUR))).toEqual(expect.arrayContaining([ids.above, ids.random, ...later]));
  });
});
