/**
 * A Saturday morning through the front door: at least 100 riders, each with their own conditions and
 * favourites, on a dozen spots, every request the next rider's, gzip like a browser, the production build started by
 * the real launcher (`npm start`), PostgreSQL when TEST_DATABASE_URL is set (else the launcher's embedded PGlite).
 * Printed in one run, each figure beside its target:
 * - the floor: Next.js's smallest page (the offline page) asked with a rider's session, through the same server and
 *   proxy — what any page costs here whatever it shows;
 * - the forecast page and /spots at 1 connection: server time per request (target ≤ 2× the floor); the forecast page's
 *   again without compression, to show what gzipping its document on every request costs;
 * - at 10 connections: throughput (≥ 100 req/s forecast, ≥ 150 /spots) and p99;
 * - the web server's RSS over 10,000 mixed requests (/, /spots, the dozen forecast pages): ≤ 400 MB, and flat (the
 *   last 5,000 add ≤ 25 MB).
 * Run: TEST_DATABASE_URL=postgres://… npx tsx bench/render.ts. Options (environment): BENCH_DIST_DIR (build
 * directory, default .next, built first when missing or stale), BENCH_RIDERS (100), BENCH_SPOTS (12),
 * BENCH_DURATION_S (10), BENCH_RENDERS (10000), BENCH_V8_HEAP=1 (a second memory run with V8's own heap limit),
 * BENCH_CPU_PROFILE=dir (the app's processes write V8 CPU profiles: `npx tsx bench/lib/cpu-profile.ts dir/*.cpuprofile`),
 * BENCH_ONLY=forecast|spots.
 * Method: forecasts refreshed once against a local fake Open-Meteo; each page asked once before the figures (the
 * framework keeps a spot's page until its forecast changes: docs/decisions/0033). « Server time » is autocannon's mean
 * latency with one connection on 127.0.0.1, beside the web server's CPU time per request read from /proc.
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
const TARGET = { floorRatio: 2, forecastRps: 100, spotsRps: 150, rssMb: 400, flatMb: 25 };
const FAVORITES = 5;
const SPOTS = Number(process.env.BENCH_SPOTS ?? 12);
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
 * The riders of the rush: each request goes out with the next one's session (BENCH_RIDERS, 100), each with their own
 * conditions and favourites among the dozen spots (one in four none, the others five of their own).
 */
const RIDERS = Number(process.env.BENCH_RIDERS ?? 100);
type Rider = { cookie: string; cookies: string[]; forecastPaths: string[] };

async function prepare(app: AppServer, cronSecret: string): Promise<Rider> {
  const cron = await fetch(`${app.url}/api/cron/refresh-forecasts`, { headers: { authorization: `Bearer ${cronSecret}` } });
  if (!cron.ok) throw new Error(`rafraîchissement impossible : ${cron.status} ${await cron.text()}`);
  const cookies: string[] = [];
  let spots: { id: number }[] = [];
  for (let i = 0; i < RIDERS; i++) {
    const cookie = await signUpRider(app.url, "rush");
    const headers = { origin: app.url, "content-type": "application/json", cookie };
    if (i === 0) spots = ((await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[]).slice(0, SPOTS);
    const theirs = i % 4 === 3 ? [] : Array.from({ length: FAVORITES }, (_, k) => spots[(i + k * 5) % spots.length]!);
    for (const s of new Set(theirs)) {
      const res = await fetch(`${app.url}/api/spots/${s.id}/favorite`, { method: "POST", headers });
      if (!res.ok) throw new Error(`favori impossible : ${res.status}`);
    }
    // Each rider their own wind range, gust limit and kites: their verdicts differ.
    const conditions = { windMinKn: 10 + (i % 7), windMaxKn: 24 + (i % 9), gustMaxKn: 26 + (i % 9) + (i % 5), weightKg: 60 + (i % 30), kites: [7 + (i % 3), 10 + (i % 2), 13] };
    const prefs = await fetch(`${app.url}/api/user/preferences`, { method: "PATCH", headers, body: JSON.stringify(conditions) });
    if (!prefs.ok) throw new Error(`conditions impossibles : ${prefs.status} ${await prefs.text()}`);
    cookies.push(cookie);
  }
  return { cookie: cookies[0]!, cookies, forecastPaths: spots.map((s) => `/spots/${s.id}/weather`) };
}

async function load(
  app: AppServer,
  cookies: string[],
  paths: string[],
  opts: { connections: number; duration?: number; amount?: number; encoding?: "gzip" | "identity" },
) {
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
          headers: { ...req.headers, cookie: cookies[who++ % cookies.length]!, "accept-encoding": opts.encoding ?? "gzip" },
        }),
      },
    ],
  });
}

/** The mean answer's size as sent (gzip), and whether any answer was not a 200. */
const kbPerAnswer = (result: Awaited<ReturnType<typeof load>>) =>
  `${(result.throughput.total / Math.max(1, result.requests.total) / 1024).toFixed(0)} ko gzip par réponse${result.non2xx ? `, ${result.non2xx} réponses non 2xx` : ""}`;

/** One connection on `paths` for the duration: mean server time per request and the web server's CPU per request. */
async function perRequest(app: AppServer, pid: number, cookies: string[], paths: string[], duration = DURATION_S, encoding: "gzip" | "identity" = "gzip") {
  const cpu = cpuMs(pid);
  const r = await load(app, cookies, paths, { connections: 1, duration, encoding });
  return { ms: r.latency.average, cpuMs: (cpuMs(pid) - cpu) / Math.max(1, r.requests.total), ok: r.non2xx === 0 && r.errors === 0, result: r };
}

async function throughput(app: AppServer, rider: Rider): Promise<void> {
  const html = await (await fetch(`${app.url}${rider.forecastPaths[0]}`, { headers: { cookie: rider.cookie, "accept-encoding": "gzip" } })).text();
  log(`   page de prévisions : ${Math.round(html.length / 1024)} ko de HTML ; ${rider.cookies.length} riders, chacun ses conditions et ses favoris, ${rider.forecastPaths.length} spots, une requête chacun à tour de rôle`);
  // Every page once (the first visit of a spot's page makes it), then a warm-up: JIT, pools.
  for (const path of [...rider.forecastPaths, "/spots", "/", OFFLINE_PAGE_URL]) await (await fetch(`${app.url}${path}`, { headers: { cookie: rider.cookie } })).arrayBuffer();
  await load(app, rider.cookies, [...rider.forecastPaths, "/spots"], { connections: 1, duration: 3 });
  const pid = webServerPid(Number(new URL(app.url).port));
  if (process.env.BENCH_CPU_PROFILE) process.kill(pid, "SIGUSR2"); // the profile starts now (bench/lib/cpu-profiler.mjs)

  // The floor: the smallest page Next.js serves here, with a rider's session, through the same server and proxy.
  const floor = await perRequest(app, pid, rider.cookies, [OFFLINE_PAGE_URL], Math.min(DURATION_S, 5));
  log(`   plancher (page hors ligne, avec la session) : ${floor.ms.toFixed(2)} ms par requête, ${floor.cpuMs.toFixed(2)} ms de CPU ${loadAvg()}`);
  const target = (ms: number) => `${ms.toFixed(2)} ms (${(ms / floor.ms).toFixed(2)}× le plancher, cible ≤ ${TARGET.floorRatio}×)`;
  if (ONLY !== "spots") {
    const one = await perRequest(app, pid, rider.cookies, rider.forecastPaths);
    log(`   prévisions, 1 connexion : ${target(one.ms)}, ${one.cpuMs.toFixed(2)} ms de CPU, p99 ${one.result.latency.p99} ms ${verdict(one.ms <= TARGET.floorRatio * floor.ms && one.ok)} ${loadAvg()}`);
    // What of it is the compression of the document Next.js keeps (gzip, on every request): the same, uncompressed.
    const plain = await perRequest(app, pid, rider.cookies, rider.forecastPaths, Math.min(DURATION_S, 5), "identity");
    log(`     dont la compression : sans elle ${plain.ms.toFixed(2)} ms (${(plain.ms / floor.ms).toFixed(2)}× le plancher), ${plain.cpuMs.toFixed(2)} ms de CPU ${loadAvg()}`);
  }
  if (ONLY !== "forecast") {
    const one = await perRequest(app, pid, rider.cookies, ["/spots"]);
    log(`   /spots, 1 connexion : ${target(one.ms)}, ${one.cpuMs.toFixed(2)} ms de CPU, p99 ${one.result.latency.p99} ms ${verdict(one.ms <= TARGET.floorRatio * floor.ms && one.ok)} ${loadAvg()}`);
  }
  if (ONLY !== "spots") {
    const ten = await load(app, rider.cookies, rider.forecastPaths, { connections: 10 });
    log(`   prévisions, 10 connexions : ${Math.round(ten.requests.average)} req/s (cible ≥ ${TARGET.forecastRps}), p50 ${ten.latency.p50} ms, p99 ${ten.latency.p99} ms, ${kbPerAnswer(ten)} ${verdict(ten.requests.average >= TARGET.forecastRps && ten.non2xx === 0)} ${loadAvg()}`);
  }
  if (ONLY !== "forecast") {
    const spots = await load(app, rider.cookies, ["/spots"], { connections: 10 });
    log(`   /spots, 10 connexions : ${Math.round(spots.requests.average)} req/s (cible ≥ ${TARGET.spotsRps}), p50 ${spots.latency.p50} ms, p99 ${spots.latency.p99} ms, ${kbPerAnswer(spots)} ${verdict(spots.requests.average >= TARGET.spotsRps && spots.non2xx === 0)} ${loadAvg()}`);
  }
}

/** RSS after each 1,000 of `RENDERS` mixed renders at 10 connections, then after 10 s of rest. */
async function memory(app: AppServer, rider: Rider, label: string): Promise<{ errors: number }> {
  const port = Number(new URL(app.url).port);
  const pid = webServerPid(port);
  const rounds = rider.forecastPaths.flatMap((path, i) => (i % 2 ? [path, "/spots"] : [path, "/"]));
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
  log(`   ${label} (${heapLimitOf(pid)}) : ${RENDERS} requêtes mêlées (/, /spots, ${rider.forecastPaths.length} pages de prévisions) en ${seconds.toFixed(0)} s, ${errors} erreurs, ${non2xx} réponses non 2xx`);
  log(`     RSS du serveur web (Mo) toutes les ${step} requêtes : ${samples.map(mb).join(" → ")} ; après 10 s de repos ${mb(rested)}`);
  log(`     RSS final ${mb(last)} Mo (cible ≤ ${TARGET.rssMb}) ${verdict(mb(last) <= TARGET.rssMb)} ; sur les ${RENDERS / 2} dernières requêtes ${mb(last - half) >= 0 ? "+" : ""}${mb(last - half)} Mo (plat : ≤ ${TARGET.flatMb}) ${verdict(mb(last - half) <= TARGET.flatMb)} ${loadAvg()}`);
  return { errors: errors + non2xx };
}

async function main() {
  const fake = await startFakeOpenMeteo({ port: 0 });
  cleanups.add(() => fake.close());
  const db = process.env.TEST_DATABASE_URL ? await throwawayDatabase("alize_bench_render") : null;
  if (db) cleanups.add(db.drop);
  const cronSecret = crypto.randomBytes(24).toString("hex");
  Object.assign(process.env, { OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, CRON_SECRET: cronSecret, BACKGROUND_JOBS: "off" });

  log(`== Un samedi matin par la porte d'entrée : build de production (${DIST_DIR}), base ${db ? db.kind : "PGlite embarqué du lanceur"}, Open-Meteo factice`);
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

  if (process.env.BENCH_V8_HEAP !== "1") return;
  log(`== Même charge, WEB_HEAP_MB=0 (pour comparer)`);
  process.env.WEB_HEAP_MB = "0";
  const v8Own = await startApp({ distDir: DIST_DIR, databaseUrl: db?.url });
  cleanups.add(v8Own.stop);
  const rider2 = await prepare(v8Own, cronSecret);
  await memory(v8Own, rider2, "sans limite du lanceur");
}

runBench(main, TIME_LIMIT_MS);
