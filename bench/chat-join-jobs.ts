/**
 * A chat join while background jobs run on the embedded database. PGlite has one session: the wire
 * server (db/pglite-server.ts) gives it to one connection at a time, for a whole exchange and for as long as a
 * transaction stays open, so a long job transaction makes every other query wait behind it.
 *
 * An in-memory PGlite served on 127.0.0.1 gets the real spots (db/seed) and a channel with messages; then, while
 * the hourly refresh job runs against the local fake Open-Meteo (every spot's forecast, every model, then the
 * tides) and each refreshed spot's alerts are evaluated, a probe does what JOIN_CHANNEL does (ensureChannel,
 * recentMessages) every 100 ms and times it. Printed: the probe's p50 / p99 / max during the jobs and alone, the
 * number over the service's « busy » threshold (JOIN_BUSY_MS), and how long the jobs took.
 * Target: no join over JOIN_BUSY_MS during the jobs.
 * Run: npx tsx bench/chat-join-jobs.ts   (BENCH_SPOTS=40 for a shorter run)
 */
import { createDb } from "../db/client";
import { startEmbeddedDb } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { users } from "../db/schema";
import { seedSpots } from "../db/seed";
import { JOIN_BUSY_MS } from "../lib/1-domain/chat/limits";
import { ensureChannel, recentMessages } from "../lib/2-stores/chat/store";
import { createMessageWriter } from "../lib/3-features/chat/writer";
import { refreshAllForecasts } from "../lib/3-features/forecast-refresh/batch";
import { evaluateSpotAlerts } from "../lib/3-features/alerts/evaluate";
import { startFakeOpenMeteo } from "../tests/fakes/open-meteo-server";
import { percentile, ms, verdict } from "./lib/stats";

const log = (line = "") => console.log(line);

async function main() {
  const embedded = await startEmbeddedDb();
  // The app's configuration for this throwaway database; no job queue (the jobs are called here directly).
  process.env.DATABASE_URL = embedded.url;
  process.env.BETTER_AUTH_SECRET ??= "banc-des-jonctions-pendant-les-taches-32+";
  process.env.BACKGROUND_JOBS = "off";
  const { db, pool, close } = createDb(embedded.url, 10);
  await runMigrations(pool);
  const spotCount = await seedSpots(pool);
  const fake = await startFakeOpenMeteo({ port: 0 });
  const limit = Number(process.env.BENCH_SPOTS ?? 0);
  if (limit > 0) await pool.query(`delete from spots where id not in (select id from spots order by id limit ${limit})`);

  const [rider] = await db.insert(users).values({ username: "bench-rider", email: "bench@example.fr" }).returning();
  const [{ id: channelId }] = (await pool.query("select id from spots order by id limit 1")).rows as [{ id: number }];
  await ensureChannel(db, channelId);
  const writer = createMessageWriter(db);
  for (let i = 0; i < 30; i++) await writer.store({ channelId, author: { id: rider!.id, username: "bench-rider" }, content: `message ${i}`, type: "text" });

  const join = async () => {
    const started = performance.now();
    await ensureChannel(db, channelId);
    await recentMessages(db, channelId);
    return performance.now() - started;
  };
  const probe = async (untilDone: Promise<unknown>) => {
    const samples: number[] = [];
    let done = false;
    void untilDone.finally(() => (done = true));
    while (!done) {
      samples.push(await join());
      await new Promise((r) => setTimeout(r, 100));
    }
    return samples;
  };

  log(`Base : PGlite en mémoire, ${limit || spotCount} spots, salon de 30 messages`);
  const idle = await probe(new Promise((r) => setTimeout(r, 3000)));

  const jobsStarted = performance.now();
  const jobs = (async () => {
    const refreshed: number[] = [];
    const report = await refreshAllForecasts(db, {
      baseUrl: fake.url,
      maxAgeMs: 0,
      budget: null,
    });
    const spots = (await pool.query("select id from spots")).rows as { id: number }[];
    for (const { id } of spots) refreshed.push((await evaluateSpotAlerts(db, id)).alerts);
    return report;
  })();
  const during = await probe(jobs);
  const report = await jobs;
  const jobsMs = performance.now() - jobsStarted;

  const line = (name: string, s: number[]) =>
    log(`${name} : ${s.length} jonctions, p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, max ${ms(Math.max(...s))}, au-delà de ${JOIN_BUSY_MS} ms : ${s.filter((x) => x > JOIN_BUSY_MS).length}`);
  line("Au repos", idle);
  line("Pendant les tâches", during);
  log(`Tâches : ${(jobsMs / 1000).toFixed(1)} s (prévisions ${report.refreshed} spots en ${(report.forecastMs / 1000).toFixed(1)} s, marées ${report.tides} spots en ${(report.tidesMs / 1000).toFixed(1)} s, puis les alertes)`);
  log(`Objectif : aucune jonction au-delà de ${JOIN_BUSY_MS} ms pendant les tâches — ${verdict(during.every((x) => x <= JOIN_BUSY_MS))}`);

  await fake.close();
  await close();
  await embedded.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
