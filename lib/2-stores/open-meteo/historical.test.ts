import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeHistoryValues, startFakeHistorical, type FakeHistorical } from "@/tests/fakes/historical-server";
import { monthRows } from "../../1-domain/history/rows";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { fetchHistory, historicalUrl, historyCallWeight } from "./historical";

describe("Open-Meteo's Historical Weather API client", () => {
  let fake: FakeHistorical;
  beforeAll(async () => {
    fake = await startFakeHistorical();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const place = { latitude: 50.87, longitude: 1.58 };
  const year = (y: number) => ({ baseUrl: fake.url, ...place, startDate: `${y}-01-01`, endDate: `${y}-12-31` });

  it("asks for the spot's wind of a year in m/s and GMT, on the sea cell, and cuts it into UTC months", async () => {
    const hours = await fetchHistory(year(2024));
    const q = fake.lastQuery!;
    expect(Object.fromEntries(q)).toMatchObject({
      latitude: "50.87",
      longitude: "1.58",
      start_date: "2024-01-01",
      end_date: "2024-12-31",
      hourly: "wind_speed_10m,wind_gusts_10m,wind_direction_10m",
      wind_speed_unit: "ms",
      timezone: "GMT",
      cell_selection: "sea",
    });
    expect(hours.start.toISOString()).toBe("2024-01-01T00:00:00.000Z");
    expect(hours.speeds).toHaveLength(366 * 24);
    const rows = monthRows(hours);
    expect(rows.map((r) => r.month.toISOString().slice(0, 7))).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}`));
    expect(rows[1]!.windSpeed).toHaveLength(29 * 24);
    // Stored in tenths of m/s and whole degrees: 15:00 UTC on 10 February 2024.
    const at = fakeHistoryValues(place.latitude, place.longitude, new Date("2024-02-10T15:00:00Z"));
    const i = 9 * 24 + 15;
    expect([rows[1]!.windSpeed[i], rows[1]!.windGust[i], rows[1]!.windDirection[i]]).toEqual([Math.round(at.windSpeed * 10), Math.round(at.windGust * 10), at.windDirection]);
  });

  it("weighs a year of three variables as Open-Meteo does: ~7.8 calls, one at least", () => {
    expect(historyCallWeight("2025-01-01", "2025-12-31")).toBeCloseTo(7.82, 2);
    expect(historyCallWeight("2024-01-01", "2024-12-31")).toBeCloseTo(7.84, 2);
    expect(historyCallWeight("2025-01-01", "2025-01-10")).toBe(1);
  });

  it("goes to the customer host with a paid plan's key", () => {
    const url = historicalUrl("https://archive-api.open-meteo.com", place, "2025-01-01", "2025-12-31", "cle-abcdef12");
    expect(url.host).toBe("customer-archive-api.open-meteo.com");
    expect(url.searchParams.get("apikey")).toBe("cle-abcdef12");
  });

  it("throws a WeatherProviderError when the archive fails or answers something else", async () => {
    fake.setMode("down");
    await expect(fetchHistory(year(2024))).rejects.toMatchObject({ name: "WeatherProviderError", reason: "http", status: 500 });
    fake.setMode("malformed");
    await expect(fetchHistory(year(2024))).rejects.toBeInstanceOf(WeatherProviderError);
    fake.setMode("ok");
    await expect(fetchHistory({ ...year(2024), endDate: "2099-12-31" })).rejects.toMatchObject({ reason: "http", status: 400 });
  });
});
