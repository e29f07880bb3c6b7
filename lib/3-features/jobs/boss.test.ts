import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getPool } from "../../../db/client";
import { isolatedDatabase } from "../../../tests/support/forecast-spots";
import { getBoss, stopBoss } from "./boss";
import { QUEUES } from "./queues";

/*
 * pg-boss on the app's one pool (./boss.ts): on DATABASE_URL its queries go through db/client.ts getPool, a closed
 * pool is not kept, and another database gets a pool of pg-boss's own.
 */
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
const sharedDatabaseUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  await closeDb();
  process.env.DATABASE_URL = isolated.url;
});
afterAll(async () => {
  await stopBoss();
  await closeDb();
  process.env.DATABASE_URL = sharedDatabaseUrl;
  await isolated.stop();
});

const inserts = (query: { mock: { calls: unknown[][] } }) => query.mock.calls.filter(([text]) => typeof text === "string" && /INSERT INTO pgboss\.job\b/.test(text)).length;

describe("pg-boss's connections", () => {
  it("sends through the app's pool on DATABASE_URL, and starts again on the new pool once that one is closed", { timeout: 60_000 }, async () => {
    const first = vi.spyOn(getPool(), "query");
    const boss = await getBoss("send");
    expect(await boss.send(QUEUES.evaluate, { spotId: 1 }, { singletonKey: "1" })).not.toBeNull();
    expect(inserts(first)).toBe(1);

    await closeDb();
    const second = vi.spyOn(getPool(), "query");
    // Two callers at once after the pool closed: one restart, not two pg-boss instances.
    const [again, together] = await Promise.all([getBoss("send"), getBoss("send")]);
    expect(together).toBe(again);
    expect(again).not.toBe(boss);
    // The job sent before is still there: the same database, reached through the new pool.
    expect(await again.send(QUEUES.evaluate, { spotId: 1 }, { singletonKey: "1" })).toBeNull();
    expect(await again.send(QUEUES.evaluate, { spotId: 2 }, { singletonKey: "2" })).not.toBeNull();
    expect(inserts(second)).toBe(2);
    expect(inserts(first)).toBe(1);
  });

  it("opens a pool of its own when started on a database named by the caller (connectionString given)", { timeout: 60_000 }, async () => {
    await stopBoss(); // else the running one, on the same database, is taken
    const app = vi.spyOn(getPool(), "query");
    app.mockClear(); // spied already by the test above
    const boss = await getBoss("send", isolated.url);
    expect(await boss.send(QUEUES.evaluate, { spotId: 3 }, { singletonKey: "3" })).not.toBeNull();
    expect(await boss.getQueueSize(QUEUES.evaluate)).toBe(3);
    expect(app).not.toHaveBeenCalled();
  });
});
