import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "@/tests/fakes/openwindmap-server";
import { fetchArchive, parseArchiveBody } from "../../2-stores/openwindmap/archive";
import { fetchLiveStations } from "../../2-stores/openwindmap/client";
import { LiveWindProviderError } from "./errors";
import { hourlyMeans } from "./hourly";
import { classifyStation, MAX_SILENCE_MS, usableStations } from "./stations";

const NOW = new Date("2026-07-15T12:00:00Z");

/** A station as the documentation's live-with-meta example gives it. */
function raw(overrides: { id?: number; state?: string | null; success?: boolean; lat?: number | null; date?: string | null; avg?: number | null; heading?: number | null; name?: string | null } = {}) {
  return {
    id: overrides.id ?? 110,
    meta: { name: overrides.name === undefined ? "Pioupiou 110" : overrides.name, description: null, picture: null, date: null, rating: { upvotes: 0, downvotes: 0 } },
    location: { latitude: overrides.lat === undefined ? 51.368464 : overrides.lat, longitude: 3.458852, date: "2015-08-16T14:26:01.000Z", success: overrides.success ?? true },
    measurements: {
      date: overrides.date === undefined ? "2026-07-15T11:56:00.000Z" : overrides.date,
      pressure: null,
      wind_heading: overrides.heading === undefined ? 292.5 : overrides.heading,
      wind_speed_avg: overrides.avg === undefined ? 14 : overrides.avg,
      wind_speed_max: 22.5,
      wind_speed_min: 7,
    },
    status: { date: "2026-07-15T11:56:00.000Z", snr: 23.01, state: overrides.state === undefined ? "on" : overrides.state },
  };
}

describe("which stations are usable", () => {
  it("keeps an on, located, recent station with its reading in km/h", () => {
    expect(classifyStation(raw(), NOW)).toEqual({
      id: 110,
      name: "Pioupiou 110",
      latitude: 51.368464,
      longitude: 3.458852,
      measuredAt: new Date("2026-07-15T11:56:00.000Z"),
      windAvgKmh: 14,
      windMaxKmh: 22.5,
      windMinKmh: 7,
      headingDeg: 292.5,
    });
  });

  it("ignores a station that is off, unlocated, silent for more than 2 hours or without a mean", () => {
    expect(classifyStation(raw({ state: "off" }), NOW)).toBe("off");
    expect(classifyStation(raw({ success: false }), NOW)).toBe("noLocation");
    expect(classifyStation(raw({ lat: null }), NOW)).toBe("noLocation");
    expect(classifyStation({ ...raw(), location: { latitude: 0, longitude: 0, date: null, success: true } }, NOW)).toBe("noLocation");
    const justSilent = new Date(NOW.getTime() - MAX_SILENCE_MS - 1000).toISOString();
    const justHeard = new Date(NOW.getTime() - MAX_SILENCE_MS + 1000).toISOString();
    expect(classifyStation(raw({ date: justSilent }), NOW)).toBe("silent");
    expect(classifyStation(raw({ date: justHeard }), NOW)).toMatchObject({ id: 110 });
    expect(classifyStation(raw({ date: null }), NOW)).toBe("noMeasurement");
    expect(classifyStation(raw({ avg: null }), NOW)).toBe("noMeasurement");
  });

  it("keeps a station whose power state is unknown (null), without heading, or without a name", () => {
    expect(classifyStation(raw({ state: null }), NOW)).toMatchObject({ id: 110 });
    expect(classifyStation(raw({ heading: null }), NOW)).toMatchObject({ headingDeg: null });
    expect(classifyStation(raw({ heading: 360 }), NOW)).toMatchObject({ headingDeg: 0 });
    expect(classifyStation(raw({ name: null }), NOW)).toMatchObject({ name: "OpenWindMap 110" });
  });

  it("skips one malformed station without losing the others, and counts each reason", () => {
    const result = usableStations(
      [raw(), raw({ id: 111, state: "off" }), { id: "x" }, raw({ id: 112, success: false }), raw({ id: 113, date: "2026-07-15T08:00:00Z" }), raw()],
      NOW,
    );
    expect(result.readings.map((r) => r.id)).toEqual([110]);
    expect(result.ignored).toEqual({ malformed: 1, off: 1, noLocation: 1, silent: 1, noMeasurement: 0 });
  });
});

describe("the client against the fake network", () => {
  let fake: FakeOpenWindMap;
  beforeAll(async () => {
    fake = await startFakeOpenWindMap({ stations: [{ id: 7, name: "Pioupiou 7", latitude: 47.3, longitude: -2.5 }] });
  });
  afterAll(() => fake.close());

  it("fetches the live stations, and turns each failure into a typed provider error", async () => {
    expect((await fetchLiveStations({ baseUrl: `${fake.url}/` })).readings.map((r) => r.id)).toEqual([7]);
    const failure = async () => fetchLiveStations({ baseUrl: fake.url, timeoutMs: 200 }).catch((e: unknown) => e);
    for (const [mode, reason] of [["down", "http"], ["malformed", "malformed"], ["wrong-shape", "malformed"], ["slow", "timeout"]] as const) {
      fake.setMode(mode);
      const error = await failure();
      expect(error).toBeInstanceOf(LiveWindProviderError);
      expect((error as LiveWindProviderError).reason).toBe(reason);
    }
    fake.setMode("ok");
    fake.setStations([]);
    expect(await failure()).toMatchObject({ reason: "malformed" }); // the whole network gone is a broken answer
    const seven = { id: 7, name: "Pioupiou 7", latitude: 47.3, longitude: -2.5 };
    fake.setStations([seven, { ...seven, id: -1 }, { ...seven, id: -2 }]); // ids must be positive: mostly unreadable
    expect(await failure()).toMatchObject({ reason: "malformed" });
    fake.setStations([seven, { ...seven, id: -1 }]); // one bad station among others is only skipped
    expect((await fetchLiveStations({ baseUrl: fake.url })).ignored.malformed).toBe(1);
    fake.setStations([seven]);
    const unreachable = await fetchLiveStations({ baseUrl: "http://127.0.0.1:9" }).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ reason: "http", status: undefined });
  });

  it("reads a station's archive and averages it by hour", async () => {
    const start = new Date("2026-07-14T10:00:00Z");
    const readings = await fetchArchive(7, start, new Date("2026-07-14T12:00:00Z"), { baseUrl: fake.url });
    expect(readings).toHaveLength(31);
    expect(readings[0]).toMatchObject({ at: start, windAvgKmh: expect.any(Number), headingDeg: expect.any(Number) });
    const hours = hourlyMeans(readings);
    expect(hours.map((h) => h.readings)).toEqual([15, 15, 1]);
    await expect(fetchArchive(7, new Date("2026-01-01"), new Date("2026-03-01"), { baseUrl: fake.url })).rejects.toThrow(RangeError);
    await expect(fetchArchive(99, start, start, { baseUrl: fake.url })).rejects.toMatchObject({ reason: "http", status: 404 });
  });

  it("skips archive rows without a time or a mean and refuses a legend without them", () => {
    const legend = ["time", "latitude", "longitude", "wind_speed_min", "wind_speed_avg", "wind_speed_max", "wind_heading", "pressure"];
    const rows = parseArchiveBody({ legend, data: [["2026-07-14T10:00:00Z", 1, 2, 3, 4, 5, 45, null], [null, 1, 2, 3, 4, 5, 45, null], ["2026-07-14T10:04:00Z", 1, 2, 3, null, 5, 45, null]] });
    expect(rows).toEqual([{ at: new Date("2026-07-14T10:00:00Z"), windAvgKmh: 4, windMaxKmh: 5, windMinKmh: 3, headingDeg: 45 }]);
    expect(() => parseArchiveBody({ legend: ["latitude"], data: [] })).toThrow(LiveWindProviderError);
    expect(() => parseArchiveBody({ data: "nope" })).toThrow(LiveWindProviderError);
  });
});
