import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { refreshAllForecasts } from "./batch";
import { insertSpots, isolatedDatabase } from "../../../tests/support/forecast-spots";
import { readForecast } from "../../2-stores/forecasts/weather";
import { openMeteoSource, type ForecastSource } from "./refresh";

let fake: FakeOpenMeteo;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  isolated = await isolatedDatabase(); // the batch touches every spot: a database of its own
});
afterAll(async () => {
  await isolated.stop();
  await fake.close();
});

describe("refreshAllForecasts", () => {
  it("refreshes every spot, never more than `concurrency` at once, and one failure stops nobody", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { spots, remove } = await insertSpots(
      isolated.db,
      Array.from({ length: 10 }, (_, i) => ({ latitude: 44 + i * 0.3, longitude: -1.3 })),
    );
    try {
      fake.setMode("down", spots[3]);
      fake.setDelay(50);
      let running = 0;
      let most = 0;
      const upstream = openMeteoSource(fake.url, 2_000);
      const source: ForecastSource = async (spot) => {
        most = Math.max(most, ++running);
        try {
          return await upstream(spot);
        } finally {
          running--;
        }
      };
      const report = await refreshAllForecasts(isolated.db, { source, concurrency: 3, tides: false });
      expect(report).toMatchObject({ spots: 10, refreshed: 9, failed: 1, fresh: 0, busy: 0 });
      expect(most).toBeLessThanOrEqual(3);
      // On PostgreSQL the spots' transactions run side by side; the embedded database runs one at a time.
      if (process.env.TEST_DATABASE_URL) expect(most).toBeGreaterThan(1);
      expect(await readForecast(isolated.db, spots[3].id)).toEqual([]);
      expect(await readForecast(isolated.db, spots[4].id)).toHaveLength(168);
    } finally {
      fake.setMode("ok");
      fake.setDelay(0);
      await remove();
    }
  });
});
