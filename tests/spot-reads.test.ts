import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { call, registerUser } from "@/tests/support/api";
import { ageForecast } from "@/tests/support/forecast-spots";
import { forecastSpotScene, READS_SPOT_ROW, spotRowReads, statementsOf } from "@/tests/support/sql-watch";

/*
 * A route loads its spot once and passes it down: nothing below reads the spot's row again by id. Every SQL
 * statement a route sends is watched at the driver (pg's Client.query, which the pool and transactions use), and
 * the reads of one spot row are counted, first call (tides predicted, forecast refreshed) and later ones alike.
 * The forecast page's render is counted in its own test.
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
  "GET /api/spots/{id}/sea": () => import("@/app/api/spots/[id]/sea/route"),
  "GET /api/spots/{id}/correction": () => import("@/app/api/spots/[id]/correction/route"),
};

const db = getDb();
let spotId: number;
let end: () => Promise<void>;

beforeAll(async () => {
  ({ spotId, end } = await forecastSpotScene(db));
});
afterAll(() => end());

/** The route's status and statements, its body read to the end. */
const routeStatements = async (run: () => Promise<Response>) => {
  const { result, sql } = await statementsOf(async () => {
    const res = await run();
    await res.arrayBuffer();
    return res.status;
  });
  return { status: result, sql };
};

describe("a route reads its spot's row at most once", () => {
  // A first tide prediction is heavy work: on a loaded machine it takes far longer than the default 30 s allows.
  it.each(Object.keys(ROUTES))("%s", { timeout: 120_000 }, async (name) => {
    const { cookie } = await registerUser();
    const { GET } = await ROUTES[name]!();
    for (const stale of [true, false]) {
      // A forecast over an hour old: the weather route refreshes it first, from the spot's place.
      if (stale) await ageForecast(db, spotId, 2 * 3_600_000);
      const { status, sql } = await routeStatements(() => call(GET as never, { cookie, params: { id: String(spotId) } }));
      expect(status, `${name}, stale forecast: ${stale}`).toBe(200);
      expect(sql.length, "the watch sees the route's statements").toBeGreaterThan(0);
      const reads = spotRowReads(sql);
      expect(reads.length, `${name}, stale forecast: ${stale}:\n${reads.join("\n")}`).toBeLessThanOrEqual(1);
    }
  });

  // An alert's answer reads its spot through a join on the alert's id, which READS_SPOT_ROW does not see: here every
  // statement that names the spots table counts (the existence check, the answer's name, the warnings' level).
  const spotTouches = (sql: readonly string[]) => sql.filter((s) => /\b(?:from|join) "spots"/.test(s));
  it("POST /api/alerts and PATCH /api/alerts/{id}: the spot read once, its level in the warnings", async () => {
    const { cookie } = await registerUser();
    const { POST } = await import("@/app/api/alerts/route");
    const { PATCH } = await import("@/app/api/alerts/[id]/route");
    const fields = { minWindKn: 15, maxWindKn: 30, minHours: 2, days: "all", leadDays: 3, email: true, push: false };
    let alertId = 0;
    const created = await routeStatements(async () => {
      const res = await call(POST as never, { cookie, method: "POST", body: { spotId, ...fields } });
      alertId = ((await res.clone().json()) as { id: number }).id;
      return res;
    });
    expect(created.status).toBe(201);
    // The route's read (the existence check, the answer's name and level), then the alert checked at once against the
    // stored forecast (lib/3-features/alerts/check.ts): the spot's row once more, for its knowledge and tides together.
    const [routeRead, checkRead, ...more] = spotTouches(created.sql);
    expect(more, spotTouches(created.sql).join("\n")).toEqual([]);
    expect(routeRead).toMatch(/^select "name", "level" from "spots"/);
    expect(checkRead).toMatch(/"seasonal_ban".*"tides_computed_at".*from "spots"/);
    const patched = await routeStatements(() =>
      call(PATCH as never, { cookie, method: "PATCH", body: { paused: true }, params: { id: String(alertId) } }),
    );
    expect(patched.status).toBe(200);
    // Paused: nothing to check, the answer's read alone.
    expect(spotTouches(patched.sql), spotTouches(patched.sql).join("\n")).toHaveLength(1);
  });

  it("sees a second read when there is one (the watch can fail)", async () => {
    const { getSpot } = await import("@/lib/2-stores/spots/spot");
    const { sql } = await statementsOf(async () => {
      await getSpot(db, spotId);
      await getSpot(db, spotId);
    });
    expect(sql.filter((s) => READS_SPOT_ROW.test(s))).toHaveLength(2);
  });

  it("sees a read of one spot among a list (`in ($1)`) too", async () => {
    const { seaCheckedAt } = await import("@/lib/2-stores/sea/sea");
    const { sql } = await statementsOf(() => seaCheckedAt(db, spotId));
    expect(sql.filter((s) => READS_SPOT_ROW.test(s))).toHaveLength(1);
  });
});
