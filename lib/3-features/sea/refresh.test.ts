import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { spots } from "@/db/schema";
import { FAKE_SST_HOURS, fakeMarineValues, startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { insertSpots } from "@/tests/support/forecast-spots";
import { readSea } from "../../2-stores/sea/sea";
import { loadSea } from "./load-sea";
import { acquireLease } from "../../2-stores/forecasts/lease";
import { marineManySource, marineSource, refreshSea, refreshSeaMany } from "./refresh";

let fake: FakeOpenMeteo;
const db = getDb();
const removals: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
});
afterAll(async () => {
  for (const remove of removals) await remove();
  await fake.close();
});

async function spot(input: Parameters<typeof insertSpots>[1][number]) {
  const { spots: [row], remove } = await insertSpots(db, [input]);
  removals.push(remove);
  return row!;
}

const age = (spotId: number, hours: number) =>
  db.update(spots).set({ seaCheckedAt: new Date(Date.now() - hours * 3_600_000) }).where(eq(spots.id, spotId));

describe("the sea state of a spot", () => {
  it("is fetched once, stored hour by hour as the Marine API gives it, and served from the table while fresh", async () => {
    const s = await spot({ latitude: 50.87, longitude: 1.58 });
    const source = marineSource(fake.url, 2_000);
    const before = fake.marineCalls;
    const hours = await loadSea(db, s, { source });
    expect(fake.marineCalls).toBe(before + 1);
    expect(hours.length).toBeGreaterThan(24 * 5);
    // The first hour stored is today's first (Paris) hour: index 0 of the fake's axis.
    const first = fakeMarineValues(s.latitude, s.longitude, 0);
    expect(hours[0]).toMatchObject({ waveHeightM: first.waveHeightM, wavePeriodS: first.wavePeriodS, seaTemperatureC: first.seaTemperatureC });
    // Sea temperature stops before the waves: null there, the waves still given.
    expect(hours.at(-1)!.seaTemperatureC).toBeNull();
    expect(hours.at(-1)!.waveHeightM).not.toBeNull();
    expect(hours.filter((h) => h.seaTemperatureC !== null)).toHaveLength(FAKE_SST_HOURS);

    await loadSea(db, s, { source });
    expect(fake.marineCalls).toBe(before + 1);
    // Every hour and every value read back as the API gave them: times, numbers and nulls.
    expect(hours).toEqual(await source(s));
  });

  it("is never asked for a lake or a lagoon", async () => {
    const lake = await spot({ latitude: 48.57, longitude: 4.75, waterBody: "lac" });
    const lagoon = await spot({ latitude: 43.4, longitude: 3.6, waterBody: "lagune" });
    const before = fake.marineCalls;
    expect(await loadSea(db, lake, { source: marineSource(fake.url, 2_000) })).toEqual([]);
    expect(await loadSea(db, lagoon, { source: marineSource(fake.url, 2_000) })).toEqual([]);
    expect(fake.marineCalls).toBe(before);
  });

  it("shows nothing where the wave model has nothing, and does not ask again before the sea's age", async () => {
    const s = await spot({ latitude: 47.1, longitude: -2.2 });
    fake.setMarineState("land", s);
    const before = fake.marineCalls;
    expect(await loadSea(db, s, { source: marineSource(fake.url, 2_000) })).toEqual([]);
    expect(await loadSea(db, s, { source: marineSource(fake.url, 2_000) })).toEqual([]);
    expect(fake.marineCalls).toBe(before + 1);
  });

  it("keeps the stored hours when the provider fails, and takes the new ones once it is back", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const s = await spot({ latitude: 46.1, longitude: -1.5 });
    const source = marineSource(fake.url, 2_000);
    const stored = await loadSea(db, s, { source });
    await age(s.id, 4);
    fake.setMode("down", s);
    expect(await refreshSea(db, s, { source })).toBe("failed");
    expect(await readSea(db, s.id)).toEqual(stored);
    expect(warn.mock.calls.flat().join(" ")).toContain("état de la mer précédent conservé");
    fake.setMode("malformed", s);
    expect(await loadSea(db, s, { source })).toEqual(stored);
    fake.setMode("ok", s);
    expect(await refreshSea(db, s, { source })).toBe("refreshed");
    warn.mockRestore();
  });

  it("fetches once across two instances asking at the same time (the spot's sea lease)", async () => {
    const s = await spot({ latitude: 45.1, longitude: -1.25 });
    fake.setDelay(200, s);
    const source = marineSource(fake.url, 2_000);
    const before = fake.marineCalls;
    const outcomes = await Promise.all([refreshSea(db, s, { source }), refreshSea(db, s, { source })]);
    expect(outcomes.sort()).toEqual(["busy", "refreshed"]);
    expect(fake.marineCalls).toBe(before + 1);
    fake.setDelay(0, s);
  });
});

describe("the sea state of several spots", () => {
  it("is asked in one request for every stale sea spot, each stored as its own place gives it", async () => {
    const [a, b, c] = [await spot({ latitude: 49.3, longitude: -0.4 }), await spot({ latitude: 44.6, longitude: -1.25 }), await spot({ latitude: 43.3, longitude: 5.3 })];
    const lake = await spot({ latitude: 45.9, longitude: 6.15, waterBody: "lac" });
    fake.setMarineState("land", c);
    const before = fake.marineCalls;
    const outcomes = await refreshSeaMany(db, [a, b, c, lake], { source: marineManySource(fake.url, 2_000) });
    expect(fake.marineCalls).toBe(before + 1);
    expect(Object.fromEntries(outcomes)).toEqual({ [a.id]: "refreshed", [b.id]: "refreshed", [c.id]: "refreshed", [lake.id]: "fresh" });
    for (const s of [a, b]) {
      const hours = await readSea(db, s.id);
      const first = fakeMarineValues(s.latitude, s.longitude, 0);
      expect(hours[0]).toMatchObject({ waveHeightM: first.waveHeightM, wavePeriodS: first.wavePeriodS, seaTemperatureC: first.seaTemperatureC });
      expect(hours).toEqual(await marineSource(fake.url, 2_000)(s));
    }
    expect(await readSea(db, c.id)).toEqual([]); // the wave model has nothing there
    fake.setMarineState("ok", c);
  });

  it("leaves out the fresh spots and those another instance holds, and asks nobody when none is left", async () => {
    const [fresh, held, stale] = [await spot({ latitude: 47.5, longitude: -3.1 }), await spot({ latitude: 47.3, longitude: -2.5 }), await spot({ latitude: 46.7, longitude: -2.3 })];
    const source = marineManySource(fake.url, 2_000);
    await refreshSeaMany(db, [fresh], { source });
    await age(stale.id, 4);
    expect(await acquireLease(db, held.id, "sea")).not.toBeNull();
    const before = fake.marineCalls;
    const outcomes = await refreshSeaMany(db, [fresh, held, stale], { source });
    expect(Object.fromEntries(outcomes)).toEqual({ [fresh.id]: "fresh", [held.id]: "busy", [stale.id]: "refreshed" });
    expect(fake.marineCalls).toBe(before + 1);
    expect(Object.fromEntries(await refreshSeaMany(db, [fresh, stale], { source }))).toEqual({ [fresh.id]: "fresh", [stale.id]: "fresh" });
    expect(fake.marineCalls).toBe(before + 1);
  });

  it("keeps every spot's stored hours when the request fails, and gives the leases back for the next try", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const [a, b] = [await spot({ latitude: 48.6, longitude: -4.6 }), await spot({ latitude: 48.4, longitude: -4.8 })];
    const source = marineManySource(fake.url, 2_000);
    await refreshSeaMany(db, [a, b], { source });
    const stored = [await readSea(db, a.id), await readSea(db, b.id)];
    await Promise.all([age(a.id, 4), age(b.id, 4)]);
    fake.setMode("down", a);
    expect([...(await refreshSeaMany(db, [a, b], { source })).values()]).toEqual(["failed", "failed"]);
    expect([await readSea(db, a.id), await readSea(db, b.id)]).toEqual(stored);
    expect(warn.mock.calls.flat().join(" ")).toContain(`spot ${b.id} : échec de la mise à jour, état de la mer précédent conservé`);
    fake.setMode("ok", a);
    expect([...(await refreshSeaMany(db, [a, b], { source })).values()]).toEqual(["refreshed", "refreshed"]);
    warn.mockRestore();
  });
});
