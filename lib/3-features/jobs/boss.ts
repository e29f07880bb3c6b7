import type PgBoss from "pg-boss";
import type pg from "pg";
import { getPool } from "../../../db/client";
import { databaseUrl } from "../../../db/config";
import { QUEUE_OPTIONS, type QueueName } from "./queues";

/*
 * One pg-boss per process, started on first use on the app's database (DATABASE_URL: PostgreSQL, or the
 * embedded PGlite server the launcher starts). The web app only sends: its instance neither supervises
 * (maintenance) nor schedules. The realtime service's works the queues, supervises and schedules; several of
 * them share that work through the database (pg-boss fetches with SKIP LOCKED, and sends each cron slot once).
 *
 * On the app's database it runs on the app's one pool (db/client.ts getPool), not a pool of its own: pg-boss 10
 * reaches the database only through its `db` option's `executeSql(text, values)`, one query text per call (its
 * transactions, advisory locks and migrations are BEGIN…COMMIT inside that one text, so they stay on one
 * connection), and it polls instead of LISTENing: exactly what its own pool does with `pool.query`. The embedded
 * database is the same pool over the same wire protocol. It never closes that pool (the app does, after stopping
 * it). On another database (a test's, `connectionString` given) it opens its own small pool.
 */
export type BossMode = "send" | "work";
type Holder = { boss?: Promise<PgBoss>; mode?: BossMode; url?: string; pool?: pg.Pool };
// Survives Next's hot reload in development, like the database pool.
const holder = ((globalThis as Record<string, unknown>).__alizeJobs ??= {}) as Holder;

/** pg-boss's own pool on a database other than the app's: a sender needs one connection at a time, workers a few. */
const OWN_POOL_MAX: Record<BossMode, number> = { send: 2, work: 4 };

const onPool = (pool: pg.Pool): PgBoss.Db => ({ executeSql: (text, values) => pool.query(text, values) });

async function start(mode: BossMode, connectionString: string, pool: pg.Pool | undefined): Promise<PgBoss> {
  const { default: PgBossClass } = await import("pg-boss");
  const worker = mode === "work";
  const boss = new PgBossClass({
    ...(pool ? { db: onPool(pool) } : { connectionString, application_name: `alize-jobs-${mode}`, max: OWN_POOL_MAX[mode] }),
    supervise: worker,
    schedule: worker,
  });
  boss.on("error", (error) => console.error(`[tâches] ${error.message}`));
  await boss.start();
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) await boss.createQueue(name as QueueName, { name, ...options });
  return boss;
}

/**
 * The process's pg-boss, started if need be (on `connectionString`, by default DATABASE_URL). A sender
 * takes whichever runs. Asked for in « work » mode (or on another database) while a sending one runs, that
 * one is stopped and replaced: the realtime service starts its workers before it sends anything.
 */
export async function getBoss(mode: BossMode = "send", connectionString?: string): Promise<PgBoss> {
  // The app's pool it ran on was closed (closeDb): it starts again on the new one (stopping it may fail then).
  const stale = holder.pool?.ending === true;
  const fits = !stale && (holder.mode === "work" || mode === "send") && (connectionString === undefined || holder.url === connectionString);
  if (holder.boss && fits) return holder.boss;
  const previous = holder.boss;
  const url = connectionString ?? databaseUrl();
  const pool = connectionString === undefined ? getPool() : undefined;
  // Held before the old one is stopped: a caller arriving meanwhile waits for this one instead of starting another.
  const starting = (async () => {
    if (previous) await stopRunning(previous).catch((error: unknown) => {
      if (!stale) throw error;
    });
    return start(mode, url, pool);
  })();
  Object.assign(holder, { boss: starting, mode, url, pool });
  starting.catch(() => {
    if (holder.boss === starting) Object.assign(holder, { boss: undefined, mode: undefined, url: undefined, pool: undefined });
  });
  return starting;
}

async function stopRunning(running: Promise<PgBoss>, timeoutMs = 10_000): Promise<void> {
  const boss = await running.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}

/**
 * Stops the process's pg-boss (graceful: running jobs may finish within `timeoutMs`) and closes its own pool; the
 * app's pool stays open (closeDb closes it).
 */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const running = holder.boss;
  Object.assign(holder, { boss: undefined, mode: undefined, url: undefined, pool: undefined });
  if (running) await stopRunning(running, timeoutMs);
}
