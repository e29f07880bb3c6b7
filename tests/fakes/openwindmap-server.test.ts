import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateFakeStations, MEASURE_INTERVAL_MS, startFakeOpenWindMap, type FakeOpenWindMap } from "./openwindmap-server";

const STATIONS = [
  { id: 110, name: "Pioupiou 110", latitude: 51.368464, longitude: 3.458852, windAvgKmh: 14, windMaxKmh: 22.5, windMinKmh: 7, headingDeg: 292.5 },
  { id: 111, name: "Éteinte", latitude: 47.2, longitude: -2.3, state: "off" as const },
  { id: 112, name: "Perdue", latitude: 47.3, longitude: -2.4, located: false },
  { id: 113, name: "Muette", latitude: 47.4, longitude: -2.5, silentMs: 3 * 3_600_000 },
];

describe("fake OpenWindMap", () => {
  let fake: FakeOpenWindMap;
  beforeAll(async () => {
    fake = await startFakeOpenWindMap({ stations: STATIONS });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode("ok");
    fake.resetCalls();
  });

  it("answers live-with-meta/all in the documented shape, with on, off, unlocated and silent stations", async () => {
    const res = await fetch(`${fake.url}/v1/live-with-meta/all`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.attribution).toMatch(/contributors/);
    expect(body.data).toHaveLength(4);
    const [on, off, lost, silent] = body.data;
    expect(Object.keys(on).sort()).toEqual(["id", "location", "measurements", "meta", "status"]);
    expect(on.measurements).toMatchObject({ wind_speed_avg: 14, wind_speed_max: 22.5, wind_speed_min: 7, wind_heading: 292.5, pressure: null });
    expect(on.location).toMatchObject({ latitude: 51.368464, longitude: 3.458852, success: true });
    expect(Date.parse(on.measurements.date) % MEASURE_INTERVAL_MS).toBe(0);
    expect(off.status.state).toBe("off");
    expect(lost.location).toEqual({ latitude: 0, longitude: 0, date: null, success: false });
    expect(Date.now() - Date.parse(silent.measurements.date)).toBeGreaterThan(2 * 3_600_000);
    expect(fake.liveCalls).toBe(1);
  });

  it("answers an archive of 4-minute rows with its legend, and refuses more than 31 days or an unknown station", async () => {
    const res = await fetch(`${fake.url}/v1/archive/110?start=2026-05-01T00:00:00Z&stop=2026-05-01T01:00:00Z`);
    const body = await res.json();
    expect(body.legend).toEqual(["time", "latitude", "longitude", "wind_speed_min", "wind_speed_avg", "wind_speed_max", "wind_heading", "pressure"]);
    expect(body.units[4]).toBe("km/h");
    expect(body.data).toHaveLength(16);
    expect(body.data[0][0]).toBe("2026-05-01T00:00:00.000Z");
    expect((await fetch(`${fake.url}/v1/archive/110?start=2026-01-01&stop=2026-03-01`)).status).toBe(413);
    const missing = await fetch(`${fake.url}/v1/archive/999?start=last-hour&stop=now`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error_code).toBe("station_not_found");
    expect((await fetch(`${fake.url}/v1/archive/110?start=2026-05-01`)).status).toBe(400);
  });

  it("breaks on demand: 500, not JSON, wrong shape", async () => {
    fake.setMode("down");
    expect((await fetch(`${fake.url}/v1/live-with-meta/all`)).status).toBe(500);
    fake.setMode("malformed");
    const text = await (await fetch(`${fake.url}/v1/live-with-meta/all`)).text();
    expect(() => JSON.parse(text)).toThrow();
    await fetch(`${fake.url}/__mode/wrong-shape`, { method: "POST" });
    expect((await (await fetch(`${fake.url}/v1/live-with-meta/all`)).json()).data).toBe("maintenance");
    expect(await (await fetch(`${fake.url}/__calls`)).json()).toEqual({ liveCalls: 3, archiveCalls: 0 });
  });

  it("changes stations on demand", async () => {
    fake.updateStations([{ id: 110, windAvgKmh: 30 }]);
    const body = await (await fetch(`${fake.url}/v1/live-with-meta/110`)).json();
    expect(body.data.measurements.wind_speed_avg).toBe(30);
    fake.updateStations([{ id: 110, windAvgKmh: 14 }]);
  });

  it("generates a realistic network: the same every run, inside France, with its share of unusable stations", () => {
    const network = generateFakeStations(600);
    expect(network).toEqual(generateFakeStations(600));
    expect(new Set(network.map((s) => s.id)).size).toBe(600);
    expect(network.every((s) => s.latitude > 42 && s.latitude < 51.2 && s.longitude > -5 && s.longitude < 8.2)).toBe(true);
    expect(network.filter((s) => s.state === "off")).toHaveLength(60);
    expect(network.filter((s) => s.located === false)).toHaveLength(60);
    expect(network.filter((s) => s.silentMs)).toHaveLength(60);
  });
});
