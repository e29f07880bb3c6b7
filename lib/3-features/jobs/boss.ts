import type PgBoss from "pg-boss";
import { databaseUrl } from "../../../db/config";
import { QUEUE_OPTIONS, type QueueName } from "./queues";

/*
 * One pg-boss per process, started on first use on the app's database (DATABASE_URL: PostgreSQL, or the
 * embedded PGlite server the launcher starts). The web app only sends: its instance neither supervises
 * (maintenance) nor schedules. The realtime service's works the queues, supervises and schedules; several of
 * them share that work through the database (pg-boss fetches with SKIP LOCKED, and sends each cron slot once).
 */
export type BossMode = "send" | "work";
type Holder = { boss?: Promise<PgBoss>; mode?: BossMode; url?: string };
// Survives Next's hot reload in development, like the database pool.
const holder = ((globalThis as Record<string, unknown>).__alizeJobs ??= {}) as Holder;

async function start(mode: BossMode, connectionString: string): Promise<PgBoss> {
  const { default: PgBossClass } = await import("pg-boss");
  const worker = mode === "work";
  const boss = new PgBossClass({
    connectionString,
    application_name: `alize-jobs-${mode}`,
    max: worker ? 4 : 2,
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
  const fits = (holder.mode === "work" || mode === "send") && (connectionString === undefined || holder.url === connectionString);
  if (holder.boss && fits) return holder.boss;
  if (holder.boss) await stopBoss();
  const url = connectionString ?? databaseUrl();
  const starting = start(mode, url);
  Object.assign(holder, { boss: starting, mode, url });
  starting.catch(() => {
    if (holder.boss === starting) Object.assign(holder, { boss: undefined, mode: undefined, url: undefined });
  });
  return starting;
}

/** Stops the process's pg-boss (graceful: running jobs may finish within `timeoutMs`) and closes its pool. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const running = holder.boss;
  Object.assign(holder, { boss: undefined, mode: undefined, url: undefined });
  const boss = await running?.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}
