/**
 * Pages under a Saturday-morning rush: server time of a forecast page, throughput of the forecast page and of
 * /spots, and the web server's memory over 10,000 mixed renders, with the launcher's heap limit, then the same renders with V8's own.
 * Run: npx tsx bench/render.ts   (TEST_DATABASE_URL set → a PostgreSQL throwaway database, else the launcher's
 * embedded PGlite). Options (environment): BENCH_DIST_DIR (build directory, default .next, built first when
 * missing or stale), BENCH_DURATION_S (10), BENCH_RENDERS (10000), BENCH_SKIP_V8_HEAP=1, BENCH_CPU_PROFILE=dir
 * (the throughput runs only, the app's processes writing V8 CPU profiles into dir when stopped: read them with
 * `npx tsx bench/lib/cpu-profile.ts dir/*.cpuprofile`).
 *
 * Method: the production build, started by the real launcher, forecasts refreshed once against a local fake
 * Open-Meteo; a rider with five favourites and saved conditions. « Server time per render » is autocannon's mean
 * latency with one connection on 127.0.0.1 (the client's share of it is well under a millisecond). Memory is the
 * resident set (RSS) of the Next.js web server process, read from /proc every second while autocannon sends
 * `/`, `/spots` and a favourite's forecast page in turn; « flat » compares the RSS after 5,000 renders with the
 * RSS after 10,000. The app runs with the launcher's heap limit (WEB_HEAP_MB, 256 MB unless set), which the bench
 * reads back from the web server's NODE_OPTIONS; a second memory run restarts it with V8's own limit (WEB_HEAP_MB=0,
 * a quarter of the machine's memory) for comparison.
 * Targets (issue 27): forecast ≤ 15 ms per render with one connection and ≥ 100 req/s at 10; /spots ≥ 150 req/s
 * at 10; RSS ≤ 400 MB after 10,000 mixed renders and flat over the last 5,000; no error with a 256 MB heap (the default).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startFakeOpenMeteo } from "../tests/fakes/open-meteo-server";
import { signUpRider, startApp, type AppServer } from "./lib/app-server";
import { throwawayDatabase } from "../db/throwaway";
import { verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";
import { OFFLINE_PAGE_URL } from "../lib/1-domain/offline/protocol";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 10_000);
const TIME_LIMIT_MS = 40 * 60_000;
const TARGET = { renderMs: 15, forecastRps: 100, spotsRps: 150, rssMb: 400, flatMb: 25 };
const FAVORITES = 5;
/** BENCH_ONLY=forecast (one connection) or spots (ten): that figure alone, e.g. to profile one page (BENCH_CPU_PROFILE). */
const ONLY = process.env.BENCH_ONLY;

const log = (line = "") => console.log(line);
/** The machine's load average over the last minute, beside each figure (the machine is shared). */
const loadAvg = () => `[charge ${os.loadavg()[0]!.toFixed(1)} sur ${os.cpus().length} cœurs]`;
const mb = (bytes: number) => Math.round(bytes / 1048576);

/** The Next.js web server of the app on `port`: the innermost process running the web server (compiled, or scripts/web-server.ts under tsx) with PORT=port. */
function webServerPid(port: number): number {
  const candidates: { pid: number; ppid: number }[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmd.includes("scripts/web-server.ts") && !cmd.includes("alize/web-server.mjs")) continue;
      const env = fs.readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (!env.includes(`PORT=${port}`)) continue;
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, "utf8"))![1]);
      candidates.push({ pid: Number(entry), ppid });
    } catch {
      /* gone meanwhile */
    }
  }
  const inner = candidates.find((c) => !candidates.some((d) => d.ppid === c.pid));
  if (!inner) throw new Error(`processus du serveur web introuvable (port ${port})`);
  return inner.pid;
}

/** The heap limit the web server was started with, from its NODE_OPTIONS. */
function heapLimitOf(pid: number): string {
  const environ = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  const options = environ.find((v) => v.startsWith("NODE_OPTIONS="))?.slice("NODE_OPTIONS=".length) ?? "";
  const mbLimit = /--max-old-space-size=(\d+)/.exec(options)?.[1];
  return mbLimit ? `tas V8 limité à ${mbLimit} Mo` : "tas V8 à sa limite propre";
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/** CPU time (user + system) the process has used, in ms: less disturbed by a busy machine than wall-clock time. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

/**
 * The riders of the rush: each request goes out with the next one's session (BENCH_RIDERS, 20), each with their own
 * conditions and favourites (one in four none, the others the same five and one of their own): their lists differ.
 */
const RIDERS = Number(process.env.BENCH_RIDERS ?? 20);
type Rider = { cookie: string; cookies: string[]; forecastPaths: string[] };

async function prepare(app: AppServer, cronSecret: string): Promise<Rider> {
  const cron = await fetch(`${app.url}/api/cron/refresh-forecasts`, { headers: { authorization: `Bearer ${cronSecret}` } });
  if (!cron.ok) throw new Error(`rafraîchissement impossible : ${cron.status} ${await cron.text()}`);
  const cookies: string[] = [];
  let spots: { id: number }[] = [];
  for (let i = 0; i < RIDERS; i++) {
    const cookie = await signUpRider(app.url, "rush");
    const headers = { origin: app.url, "content-type": "application/json", cookie };
    if (i === 0) spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[];
    const theirs = i % 4 === 3 ? [] : [...spots.slice(0, FAVORITES), spots[(FAVORITES + i) % spots.length]!];
    for (const s of theirs) {
      const res = await fetch(`${app.url}/api/spots/${s.id}/favorite`, { method: "POST", headers });
      if (!res.ok) throw new Error(`favori impossible : ${res.status}`);
    }
    // Each rider their own wind range: their verdicts differ.
    const conditions = { windMinKn: 10 + (i % 7), windMaxKn: 24 + (i % 9) };
    const prefs = await fetch(`${app.url}/api/user/preferences`, { method: "PATCH", headers, body: JSON.stringify(conditions) });
    if (!prefs.ok) throw new Error(`conditions impossibles : ${prefs.status} ${await prefs.text()}`);
    cookies.push(cookie);
  }
  return { cookie: cookies[0]!, cookies, forecastPaths: spots.slice(0, FAVORITES).map((s) => `/spots/${s.id}/weather`) };
}

async function load(app: AppServer, cookies: string[], paths: string[], opts: { connections: number; duration?: number; amount?: number }) {
  let next = 0;
  let who = 0;
  return autocannon({
    url: app.url,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? DURATION_S }),
    requests: [
      {
        method: "GET",
        setupRequest: (req: { path?: string; headers?: Record<string, string> }) => ({
          ...req,
          path: paths[next++ % paths.length],
          // As a browser asks: the answers are compressed, by Next.js or by our server for a shared document.
          headers: { ...req.headers, cookie: cookies[who++ % cookies.length]!, "accept-encoding": "gzip" },
        }),
      },
    ],
  });
}

/** The mean answer's size as sent (gzip), and whether any answer was not a 200. */
const kbPerAnswer = (result: Awaited<ReturnType<typeof load>>) =>
  `${(result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(0)} ko gzip par réponse${result.non2xx ? `, ${result.non2xx} réponses non 2xx` : ""}`;

/** How many of the riders' documents of `path` were drawn from another rider's (lib/4-edge/http/page-templates.ts). */
async function sharedDocuments(app: AppServer, rider: Rider, path: string): Promise<string> {
  let shared = 0;
  for (const cookie of rider.cookies) {
    const res = await fetch(`${app.url}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.headers.get("server-timing")?.includes("shared")) shared++;
  }
  return `${shared} sur ${rider.cookies.length}`;
}

async function throughput(app: AppServer, rider: Rider): Promise<void> {
  const forecast = rider.forecastPaths.slice(0, 1);
  const html = await (await fetch(`${app.url}${forecast[0]}`, { headers: { cookie: rider.cookie } })).text();
  log(`   page de prévisions : ${Math.round(html.length / 1024)} ko de HTML ; ${RIDERS} riders, chacun ses conditions, une requête chacun à tour de rôle`);
  log(`   documents de prévisions tirés de celui d'un autre rider (à la suite, un par rider) : ${await sharedDocuments(app, rider, forecast[0]!)}`);
  log(`   documents /spots tirés de celui d'un autre rider (à la suite, un par rider) : ${await sharedDocuments(app, rider, "/spots")}`);
  if (ONLY === "spots") await load(app, rider.cookies, ["/spots"], { connections: 10, duration: 3 });
  else await load(app, rider.cookies, forecast, { connections: 1, duration: 3 }); // warm-up: JIT, caches, pools
  const pid = webServerPid(Number(new URL(app.url).port));
  if (process.env.BENCH_CPU_PROFILE) process.kill(pid, "SIGUSR2"); // the profile starts now (bench/lib/cpu-profiler.mjs)
  const cpuBefore = cpuMs(pid);
  if (ONLY !== "spots") {
    const one = await load(app, rider.cookies, forecast, { connections: 1 });
    const cpuPerRender = (cpuMs(pid) - cpuBefore) / Math.max(1, one.requests.total);
    log(`   prévisions, 1 connexion : ${one.latency.average.toFixed(1)} ms par rendu (cible ≤ ${TARGET.renderMs}), ${Math.round(one.requests.average)} req/s ${verdict(one.latency.average <= TARGET.renderMs && one.non2xx === 0)} ${loadAvg()}`);
    log(`     temps CPU du serveur web par rendu : ${cpuPerRender.toFixed(1)} ms (cible ≤ ${TARGET.renderMs}) ${verdict(cpuPerRender <= TARGET.renderMs)}`);
  }
  if (ONLY !== "spots") {
    // What any page costs here, whatever it shows: the offline page (no session, no database read, 19 kB), through
    // the same server, proxy and layout. The forecast's target is measured against this floor.
    const floorCpu = cpuMs(pid);
    const floor = await load(app, [rider.cookie], [OFFLINE_PAGE_URL], { connections: 1, duration: Math.min(DURATION_S, 5) });
    log(`     plancher (page hors ligne, la plus petite) : ${floor.latency.average.toFixed(1)} ms par rendu, ${((cpuMs(pid) - floorCpu) / Math.max(1, floor.requests.total)).toFixed(1)} ms de CPU`);
  }
  if (ONLY === "forecast") return;
  if (ONLY === "spots") {
    const spotsCpu = cpuMs(pid);
    const spots = await load(app, rider.cookies, ["/spots"], { connections: 10 });
    log(`   /spots, 10 connexions : ${Math.round(spots.requests.average)} req/s (cible ≥ ${TARGET.spotsRps}), ${((cpuMs(pid) - spotsCpu) / Math.max(1, spots.requests.total)).toFixed(1)} ms de CPU par rendu, ${kbPerAnswer(spots)} ${verdict(spots.requests.average >= TARGET.spotsRps && spots.non2xx === 0)} ${loadAvg()}`);
    return;
  }
  const ten = await load(app, rider.cookies, rider.forecastPaths, { connections: 10 });
  log(`   prévisions, 10 connexions : ${Math.round(ten.requests.average)} req/s (cible ≥ ${TARGET.forecastRps}), p50 ${ten.latency.p50} ms, p99 ${ten.latency.p99} ms ${verdict(ten.requests.average >= TARGET.forecastRps && ten.non2xx === 0)} ${loadAvg()}`);
  await load(app, rider.cookies, ["/spots"], { connections: 10, duration: 3 });
  const spots = await load(app, rider.cookies, ["/spots"], { connections: 10 });
  log(`   /spots, 10 connexions : ${Math.round(spots.requests.average)} req/s (cible ≥ ${TARGET.spotsRps}), p50 ${spots.latency.p50} ms, p99 ${spots.latency.p99} ms, ${kbPerAnswer(spots)} ${verdict(spots.requests.average >= TARGET.spotsRps && spots.non2xx === 0)} ${loadAvg()}`);
}

/** RSS after each 1,000 of `RENDERS` mixed renders at 10 connections, then after 10 s of rest. */
async function memory(app: AppServer, rider: Rider, label: string): Promise<{ errors: number }> {
  const port = Number(new URL(app.url).port);
  const pid = webServerPid(port);
  const rounds = ["/", "/spots", rider.forecastPaths[0]!, "/", "/spots", rider.forecastPaths[1]!];
  const samples: number[] = [rssOf(pid)];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const step = Math.min(1000, Math.ceil(RENDERS / 10));
  for (let done = 0; done < RENDERS; done += step) {
    const r = await load(app, rider.cookies, rounds, { connections: 10, amount: Math.min(step, RENDERS - done) });
    errors += r.errors;
    non2xx += r.non2xx;
    samples.push(rssOf(pid));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rested = rssOf(pid);
  const half = samples[Math.floor(samples.length / 2)]!;
  const last = samples.at(-1)!;
  log(`   ${label} (${heapLimitOf(pid)}) : ${RENDERS} rendus mêlés (/, /spots, prévisions) en ${seconds.toFixed(0)} s, ${errors} erreurs, ${non2xx} réponses non 2xx`);
  log(`     RSS du serveur web (Mo) tous les ${step} rendus : ${samples.map(mb).join(" → ")} ; après 10 s de repos ${mb(rested)}`);
  log(`     RSS final ${mb(last)} Mo (cible ≤ ${TARGET.rssMb}) ${verdict(mb(last) <= TARGET.rssMb)} ; sur les ${RENDERS / 2} derniers rendus ${mb(last - half) >= 0 ? "+" : ""}${mb(last - half)} Mo (plat : ≤ ${TARGET.flatMb}) ${verdict(mb(last - half) <= TARGET.flatMb)} ${loadAvg()}`);
  return { errors: errors + non2xx };
}

async function main() {
  const fake = await startFakeOpenMeteo({ port: 0 });
  cleanups.add(() => fake.close());
  const db = process.env.TEST_DATABASE_URL ? await throwawayDatabase("alize_bench_render") : null;
  if (db) cleanups.add(db.drop);
  const cronSecret = crypto.randomBytes(24).toString("hex");
  Object.assign(process.env, { OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, CRON_SECRET: cronSecret, BACKGROUND_JOBS: "off" });

  log(`== Rendu des pages : build de production (${DIST_DIR}), base ${db ? db.kind : "PGlite embarqué du lanceur"}, Open-Meteo factice`);
  const profile = process.env.BENCH_CPU_PROFILE;
  if (profile) process.env.BENCH_CPU_PROFILE_DIR = path.resolve(profile);
  const app = await startApp({ distDir: DIST_DIR, databaseUrl: db?.url, nodeOptions: profile ? `--import ${path.resolve("bench/lib/cpu-profiler.mjs")}` : undefined });
  cleanups.add(app.stop);
  const rider = await prepare(app, cronSecret);
  await throughput(app, rider);
  if (profile || ONLY) return;
  const { errors } = await memory(app, rider, "lanceur par défaut");
  log(`     l'application sert toujours : ${verdict(errors === 0 && (await fetch(`${app.url}/api/health`)).ok)}`);
  await app.stop();
  cleanups.delete(app.stop);

  if (process.env.BENCH_SKIP_V8_HEAP === "1") return;
  log(`== Même charge, WEB_HEAP_MB=0 (pour comparer)`);
  process.env.WEB_HEAP_MB = "0";
  const v8Own = await startApp({ distDir: DIST_DIR, databaseUrl: db?.url });
  cleanups.add(v8Own.stop);
  const rider2 = await prepare(v8Own, cronSecret);
  await memory(v8Own, rider2, "sans limite du lanceur");
}

runBench(main, TIME_LIMIT_MS);
