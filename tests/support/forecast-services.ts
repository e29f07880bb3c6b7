/* For database tests of the forecast store: the app's database and a fake Open-Meteo, for one test file. */
import { afterAll, beforeAll } from "vitest";
import { closeDb, getDb, type Db } from "../../db/client";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "../fakes/open-meteo-server";

export type ForecastTestServices = {
  db: Db;
  fake: FakeOpenMeteo;
  /** Run after the file's tests, before the database closes (e.g. removing the spots a test inserted). */
  cleanups: (() => Promise<unknown>)[];
};

/** Opened before the file's first test and closed after its last; read `db` and `fake` inside tests and hooks. */
export function forecastTestServices(): ForecastTestServices {
  const services = { cleanups: [] } as unknown as ForecastTestServices;
  beforeAll(async () => {
    services.db = getDb();
    services.fake = await startFakeOpenMeteo({ port: 0 });
  });
  afterAll(async () => {
    await Promise.all(services.cleanups.map((c) => c()));
    await services.fake.close();
    await closeDb();
  });
  return services;
}
