/* For the live wind's route tests: a rider, a spot beside one fake OpenWindMap station and a spot far from any, polled once. */
import { afterAll, beforeAll, expect } from "vitest";
import { getDb } from "../../db/client";
import { openPollGate } from "../../lib/2-stores/live-wind/poll-gate";
import { pollStations } from "../../lib/3-features/live-wind/poll";
import type { LatLng } from "../../lib/1-domain/spots/geo";
import { startFakeOpenWindMap, type FakeOpenWindMap, type FakeStation } from "../fakes/openwindmap-server";
import { registerUser } from "./api";
import { insertSpots } from "./forecast-spots";

export type LiveWindScene = { cookie: string; fake: FakeOpenWindMap; ids: { withStation: number; lone: number } };

/**
 * Set up before the file's first test and removed after its last; read its fields inside tests. `place` and
 * `lone` must be far from every seeded spot and from the other files' stations (tests run in parallel).
 */
export function liveWindScene(place: LatLng, lone: LatLng, station: FakeStation): LiveWindScene {
  const scene = {} as LiveWindScene;
  let remove: () => Promise<unknown> = async () => undefined;
  beforeAll(async () => {
    ({ cookie: scene.cookie } = await registerUser());
    const inserted = await insertSpots(getDb(), [place, lone]);
    scene.ids = { withStation: inserted.spots[0]!.id, lone: inserted.spots[1]!.id };
    remove = inserted.remove;
    scene.fake = await startFakeOpenWindMap({ stations: [station] });
    await openPollGate(getDb());
    expect(await pollStations(getDb(), { baseUrl: scene.fake.url })).toMatchObject({ status: "polled" });
  });
  afterAll(async () => {
    await scene.fake?.close();
    await remove();
  });
  return scene;
}
