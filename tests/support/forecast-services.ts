/* For database tests of the forecast store: the app's database and a fake Open-Meteo, for one test file. */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { closeDb, getDb, type Db } from "../../db/client";
import { openMeteoSource, type ForecastSource } from "../../lib/3-features/forecast-refresh/refresh";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "../fakes/open-meteo-server";

export type ForecastTestServices = {
  db: Db;
  fake: FakeOpenMeteo;
  /** The app's Open-Meteo client on the fake, with a 1 s timeout. */
  source: ForecastSource;
  /** Run after the file's tests, before the database closes (e.g. removing the spots a test inserted). */
  cleanups: (() => Promise<unknown>)[];
};

/**
 * Opened before the file's first test and closed after its last; read `db`, `fake` and `source` inside tests and
 * hooks (`db` at once). Each test starts with the fake answering at once and correctly, its calls counted from
 * zero; spies are restored after each.
 */
export function forecastTestServices(): ForecastTestServices {
  // The database client connects at its first query: it can be read at once.
  const services = { db: getDb(), cleanups: [] } as unknown as ForecastTestServices;
  beforeAll(async () => {
    services.fake = await startFakeOpenMeteo({ port: 0 });
    services.source = openMeteoSource(services.fake.url, 1_000);
  });
  beforeEach(() => {
    services.fake.setMode("ok");
    services.fake.setDelay(0);
    services.fake.resetCalls();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await Promise.all(services.cleanups.map((c) => c()));
    await services.fake.close();
    await closeDb();
  });
  return services;
}
