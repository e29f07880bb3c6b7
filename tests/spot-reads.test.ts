import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { weatherForecasts } from "@/db/schema";
import { call, registerUser } from "@/tests/support/api";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { ageForecast, insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";

/*
 * A route loads its spot once and passes it down: nothing below reads the spot's row again by id. Every SQL
 * statement a route sends is watched at the driver (pg's Client.query, which the pool and transactions use), and
 * the reads of one spot row are counted, first call (tides predicted, forecast refreshed) and later ones alike.
 * The forecast page's render is counted in its own test (issue 27's lane).
 */
type Route = { GET: (req: Request, ctx: never) => Promise<Response> };
const ROUTES: Record<string, () => Promise<Route>> = {
  "GET /api/spots/{id}": () => import("@/app/api/spots/[id]/route"),
  "GET /api/spots/{id}/verdicts": () => import("@/app/api/spots/[id]/verdicts/route"),
  "GET /api/spots/{id}/windows": () => import("@/app/api/spots/[id]/windows/route"),
  "GET /api/weather/{id}": () => import("@/app/api/weather/[id]/route"),
  "GET /api/tides/{id}": () => import("@/app/api/tides/[id]/route"),
  "GET /api/spots/{id}/live": () => import("@/app/api/spots/[id]/live/route"),
  "GET /api/spots/{id}/measured": () => import("@/app/api/spots/[id]/measured/route"),
  "GET /api/spots/{id}/models": () => import("@/app/api/spots/[id]/models/route"),
};

/** A statement that reads one spot's row by its id, alone or joined to its other rows. */
const READS_SPOT_ROW = /\bfrom "spots" (?:(?:left |inner )?join .* )?where "spots"\."id" = \$1\b/;
/**
 * The tides' check under the spot's lock (lib/2-stores/tides/tides.ts): it reads only the time another request may
 * have just written, the guard of a double-checked lock, not the spot again.
 */
const LOCKED_RECHECK = /^select "tides_computed_at" from "spots"/;

async function statementsOf(run: () => Promise<Response>): Promise<{ status: number; sql: string[] }> {
  const sql: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sql.push(typeof q === "string" ? q : (q.text ?? ""));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    const res = await run();
    await res.arrayBuffer();
    return { status: res.status, sql };
  } finally {
    spy.mockRestore();
  }
}

const db = getDb();
let fake: FakeOpenMeteo;
let spotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  process.env.OPEN_METEO_BASE_URL = fake.url; // read by lib/0-base/env on first use, in this file's module graph
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  spotId = inserted.spots[0]!.id;
  remove = inserted.remove;
  await setKnowledge(db, spotId, westBeach);
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  await db.insert(weatherForecasts).values(forecastRows(spotId, thisHour, 48, 20, 260));
});
afterAll(async () => {
  await remove();
  await fake.close();
});

describe("a route reads its spot's row at most once", () => {
  // A first tide prediction is heavy work: on a loaded machine it takes far longer than the default 30 s allows.
  it.each(Object.keys(ROUTES))("%s", { timeout: 120_000 }, async (name) => {
    const { cookie } = await registerUser();
    const { GET } = await ROUTES[name]!();
    for (const stale of [true, false]) {
      // A forecast over an hour old: the weather route refreshes it first, from the spot's place.
      if (stale) await ageForecast(db, spotId, 2 * 3_600_000);
      const { status, sql } = await statementsOf(() => call(GET as never, { cookie, params: { id: String(spotId) } }));
      expect(status, `${name}, stale forecast: ${stale}`).toBe(200);
      expect(sql.length, "the watch sees the route's statements").toBeGreaterThan(0);
      const reads = sql.filter((s) => READS_SPOT_ROW.test(s) && !LOCKED_RECHECK.test(s));
      expect(reads.length, `${name}, stale forecast: ${stale}:\n${reads.join("\n")}`).toBeLessThanOrEqual(1);
    }
  });

  it("sees a second read when there is one (the watch can fail)", async () => {
    const { getSpot } = await import("@/lib/2-stores/spots/spot");
    const { sql } = await statementsOf(async () => {
      await getSpot(db, spotId);
      await getSpot(db, spotId);
      return new Response(null);
    });
    expect(sql.filter((s) => READS_SPOT_ROW.test(s))).toHaveLength(2);
  });
});
