import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { FREE_TIER_LIMITS } from "@/lib/0-base/open-meteo-plan";
import { callBudget } from "@/lib/0-base/pacing";
import type { SpotCorrectionAnswer } from "@/lib/1-domain/correction/answer";
import { CORRECTION_METHOD } from "@/lib/1-domain/correction/messages";
import { UNKNOWN_MODEL } from "@/lib/1-domain/models/messages";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { openPollGate } from "@/lib/2-stores/live-wind/poll-gate";
import { trainSpotCorrection } from "@/lib/3-features/correction/train";
import { pollStations } from "@/lib/3-features/live-wind/poll";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "@/tests/fakes/openwindmap-server";
import { startFakePreviousRuns, type FakePreviousRuns } from "@/tests/fakes/previous-runs-server";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { GET } from "./route";

/*
 * The correction's figures as the page reads them, after the correction-train job ran on the fakes: a spot whose
 * station reads consistently above the models, one whose station disagrees at random, one without a station. It
 * polls the fake network (the stations are chosen for every spot), so it runs among the OpenWindMap files.
 */
let cookie: string;
let previousRuns: FakePreviousRuns;
let owm: FakeOpenWindMap;
let remove: () => Promise<unknown> = async () => undefined;
const ids = { above: 0, random: 0, lone: 0 };

beforeAll(async () => {
  ({ cookie } = await registerUser());
  const inserted = await insertSpots(getDb(), [
    { latitude: 45.2, longitude: -5.5 },
    { latitude: 44.6, longitude: -6.0 },
    { latitude: 43.2, longitude: -7.0 },
  ]);
  remove = inserted.remove;
  const [above, random, lone] = inserted.spots;
  Object.assign(ids, { above: above!.id, random: random!.id, lone: lone!.id });
  previousRuns = await startFakePreviousRuns({ port: 0 });
  previousRuns.setBehaviour("above", above!);
  previousRuns.setBehaviour("random", random!);
  owm = await startFakeOpenWindMap({
    stations: [
      { id: 900_101, name: "Large Nord", latitude: above!.latitude + 0.01, longitude: above!.longitude, archive: (at) => previousRuns.stationKmh(above!, at) },
      { id: 900_102, name: "Large Sud", latitude: random!.latitude + 0.01, longitude: random!.longitude, archive: (at) => previousRuns.stationKmh(random!, at) },
    ],
  });
  await openPollGate(getDb());
  expect(await pollStations(getDb(), { baseUrl: owm.url })).toMatchObject({ status: "polled" });
  const options = {
    previousRunsBaseUrl: previousRuns.url,
    openWindMapBaseUrl: owm.url,
    openMeteo: callBudget(FREE_TIER_LIMITS),
    archive: callBudget({ perMinute: 100, perHour: 100, perDay: 100 }),
  };
  for (const id of Object.values(ids)) await trainSpotCorrection(getDb(), id, options);
});
afterAll(async () => {
  await previousRuns?.close();
  await owm?.close();
  await remove();
});

const get = async (id: string, { model, withCookie = true }: { model?: string; withCookie?: boolean } = {}) =>
  call(GET, { cookie: withCookie ? cookie : undefined, params: { id }, path: `/api/spots/${id}/correction${model ? `?model=${model}` : ""}` });

describe("GET /api/spots/{id}/correction", () => {
  it("gives a corrected spot's figures: the station, the method, what it learned from, both errors and the 30 days", async () => {
    const res = await get(String(ids.above));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const body = (await res.json()) as SpotCorrectionAnswer;
    expect(body).toMatchObject({ station: { id: 900_101, name: "Large Nord" }, model: "blend", applied: true, method: CORRECTION_METHOD, reason: null, windowDays: 30 });
    expect(body.station!.distanceKm).toBeGreaterThan(0.5);
    expect(Date.parse(body.trainedTo!) - Date.parse(body.trainedFrom!)).toBeGreaterThan(55 * 86_400_000);
    expect(body.hours).toBeGreaterThan(14 * 24);
    expect(body.correctedMaeKn!).toBeLessThan(body.rawMaeKn! - 2);
    expect(body.summary).toMatch(/^Corrigé par Balise Large Nord : erreur moyenne \d+,\d\snds au lieu de \d+,\d sur les \d+ derniers jours$/);
    expect(body.days.length).toBeGreaterThanOrEqual(28);
    expect(body.days.every((d) => d.correctedMaeKn < d.rawMaeKn)).toBe(true);
    expect(body.models.every((m) => m.applied)).toBe(true);
    const arome = (await (await get(String(ids.above), { model: "meteofrance_arome_france_hd" })).json()) as SpotCorrectionAnswer;
    expect(arome).toMatchObject({ model: "meteofrance_arome_france_hd", applied: true });
  });

  it("keeps the raw model where the station disagrees at random, and where there is no station, and says why in French", async () => {
    const random = (await (await get(String(ids.random))).json()) as SpotCorrectionAnswer;
    expect(random).toMatchObject({ station: { id: 900_102 }, applied: false, reason: "la correction ne fait pas mieux" });
    expect(random.rawMaeKn).toEqual(expect.any(Number));
    const lone = (await (await get(String(ids.lone))).json()) as SpotCorrectionAnswer;
    expect(lone).toMatchObject({ station: null, applied: false, reason: "pas de balise", method: null, rawMaeKn: null, days: [] });
  });

  it("answers 400, 404 and 401 in French", async () => {
    const bad = await get("abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(SPOT_ID_INVALID);
    const model = await get(String(ids.above), { model: "arome" });
    expect(model.status).toBe(400);
    expect((await model.json()).message).toBe(UNKNOWN_MODEL);
    const missing = await get("999999999");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    expect((await get(String(ids.above), { withCookie: false })).status).toBe(401);
  });
});
