import pg from "pg";
import { vi } from "vitest";
import type { Db } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";

/*
 * What a request sends to the database, watched at the driver (pg's Client.query, which the pool and
 * transactions use): the tests that count a route's or a page's reads of one row (tests/spot-reads.test.ts,
 * tests/page-reads.test.ts).
 */

/** A statement that reads one spot's row by its id, alone or joined to its other rows. */
export const READS_SPOT_ROW = /\bfrom "spots" (?:(?:left |inner )?join .* )?where "spots"\."id" (?:= \$1\b|in \(\$1\))/;
/**
 * The double checks under a lock (tides, sea: lib/2-stores/tides/tides.ts, lib/3-features/sea): the guard reads
 * only the time another request may have just written, not the spot again.
 */
const LOCKED_RECHECK = /^select "(tides_computed_at|sea_checked_at)" from "spots"/;
const LEASE_TAKEN = /^update "spots" set "\w*(?:lease|refreshing)\w*"/;
const TIME_ONLY = /^select (?:"id", )?"(tides_computed_at|sea_checked_at)" from "spots"/;

/**
 * The statements that read one spot's row, the double checks under a lock left out: LOCKED_RECHECK, or one read of
 * the time alone after each lease a refresh took (lib/3-features/sea/refresh.ts; other requests' statements may
 * come between). The same time read without a lease before it is a reader reading the row again.
 */
export function spotRowReads(sql: readonly string[]): string[] {
  let leases = 0;
  return sql.filter((s) => {
    if (LEASE_TAKEN.test(s)) leases++;
    if (!READS_SPOT_ROW.test(s) || LOCKED_RECHECK.test(s)) return false;
    if (TIME_ONLY.test(s) && leases > 0) {
      leases--;
      return false;
    }
    return true;
  });
}

/** A statement as sent, with its parameters. */
export type Statement = { text: string; values: readonly unknown[] };

/** `run`'s result and every SQL statement sent while it ran (`sql`), with their parameters (`statements`). */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[]; statements: Statement[] }> {
  const statements: Statement[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; values?: unknown[] };
    const values = typeof q === "string" ? args[1] : (q.values ?? args[1]);
    statements.push({ text: typeof q === "string" ? q : (q.text ?? ""), values: Array.isArray(values) ? values : [] });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    const result = await run();
    return { result, sql: statements.map((s) => s.text), statements };
  } finally {
    spy.mockRestore();
  }
}

/**
 * A west-facing beach with its knowledge and two days of stored forecast from this hour, and the fake Open-Meteo
 * (forecast and marine) its refreshes ask. Call in beforeAll, `end` in afterAll.
 */
export async function forecastSpotScene(db: Db): Promise<{ spotId: number; end: () => Promise<void> }> {
  const fake: FakeOpenMeteo = await startFakeOpenMeteo({ port: 0 });
  // Read by lib/0-base/env on first use, in the test file's module graph.
  process.env.OPEN_METEO_BASE_URL = fake.url;
  process.env.OPEN_METEO_MARINE_BASE_URL = fake.url;
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  const spotId = inserted.spots[0]!.id;
  await setKnowledge(db, spotId, westBeach);
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  await db.insert(weatherForecasts).values(forecastRows(spotId, thisHour, 48, 20, 260));
  return {
    spotId,
    end: async () => {
      await inserted.remove();
      await fake.close();
    },
  };
}
