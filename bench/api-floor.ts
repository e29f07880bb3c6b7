/**
 * The app's hot reads against a floor: GET /api/spots and GET /api/weather/{id} served by the production build
 * (Next.js behind scripts/web-server.ts), side by side with bench/lib/bare-server.ts, a bare node:http + pg server
 * doing the same work per request (session cookie and lookup, same SQL, same caches, same JSON and headers).
 * Run: TEST_DATABASE_URL=postgres://… npx tsx bench/api-floor.ts (a throwaway PostgreSQL database both read).
 * Options: BENCH_DIST_DIR (.next), BENCH_DURATION_S (10), BENCH_CONNECTIONS (10),
 * BENCH_ROUNDS (2: each target is measured this many times, alternating, and its best run kept), BENCH_NODE_OPTIONS
 * (NODE_OPTIONS of the app, e.g. --cpu-prof to see where its time goes).
 * Target: each route at ≥ 0.5 of the floor's requests per second, measured in the same run.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startFakeOpenMeteo } from "../tests/fakes/open-meteo-server";
import { freePort, signUpRider, startApp } from "./lib/app-server";
import { throwawayDatabase } from "../db/throwaway";
import { verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_RATIO = 0.5;
const root = path.resolve(import.meta.dirname, "..");
const log = (line = "") => console.log(line);

async function startBare(databaseUrl: string, secret: string): Promise<string> {
  const port = await freePort();
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["bench/lib/bare-server.ts", String(port)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: secret, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.add(async () => void child.kill("SIGTERM"));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`serveur nu arrêté (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function rate(url: string, cookie: string, paths: string[]): Promise<{ rps: number; p99: number; bad: number }> {
  let next = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: "GET", headers: { cookie }, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

async function main() {
  const fake = await startFakeOpenMeteo({ port: 0 });
  cleanups.add(() => fake.close());
  // Both servers read the same database: a PostgreSQL one (the embedded database serves one process at a time).
  if (!process.env.TEST_DATABASE_URL) throw new Error("définissez TEST_DATABASE_URL (PostgreSQL) : les deux serveurs lisent la même base");
  const db = await throwawayDatabase("alize_bench_floor");
  cleanups.add(db.drop);
  const secret = crypto.randomBytes(32).toString("hex");
  const cronSecret = crypto.randomBytes(24).toString("hex");
  Object.assign(process.env, { OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, CRON_SECRET: cronSecret, BETTER_AUTH_SECRET: secret, BACKGROUND_JOBS: "off" });

  const app = await startApp({ distDir: DIST_DIR, databaseUrl: db.url, nodeOptions: process.env.BENCH_NODE_OPTIONS });
  cleanups.add(app.stop);
  const cron = await fetch(`${app.url}/api/cron/refresh-forecasts`, { headers: { authorization: `Bearer ${cronSecret}` } });
  if (!cron.ok) throw new Error(`rafraîchissement impossible : ${cron.status}`);
  const cookie = await signUpRider(app.url, "plancher");
  const spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[];
  for (const s of spots.slice(0, 5)) await fetch(`${app.url}/api/spots/${s.id}/favorite`, { method: "POST", headers: { origin: app.url, cookie } });
  const bare = await startBare(db.url, secret);

  log(`== API contre un plancher node:http + pg : build de production (${DIST_DIR}), ${db.kind}, ${CONNECTIONS} connexions, ${DURATION_S} s, meilleur de ${ROUNDS}`);
  const routes = [
    { name: "GET /api/spots", paths: ["/api/spots"] },
    { name: "GET /api/weather/{id}", paths: spots.slice(0, 20).map((s) => `/api/weather/${s.id}`) },
  ];
  for (const route of routes) {
    // Same answers on both sides, or the comparison means nothing.
    const [a, b] = await Promise.all([app.url, bare].map(async (u) => (await fetch(u + route.paths[0], { headers: { cookie } })).text()));
    if (a !== b) {
      const at = [...a].findIndex((c, i) => c !== b[i]);
      throw new Error(`${route.name} : réponses différentes entre l'application et le plancher, dès « ${a.slice(at - 40, at + 40)} » / « ${b.slice(at - 40, at + 40)} »`);
    }
    await rate(app.url, cookie, route.paths); // warm-up
    await rate(bare, cookie, route.paths);
    let best = { app: { rps: 0, p99: 0, bad: 0 }, bare: { rps: 0, p99: 0, bad: 0 } };
    for (let i = 0; i < ROUNDS; i++) {
      const ra = await rate(app.url, cookie, route.paths);
      const rb = await rate(bare, cookie, route.paths);
      if (ra.rps > best.app.rps) best = { ...best, app: ra };
      if (rb.rps > best.bare.rps) best = { ...best, bare: rb };
    }
    const ratio = best.app.rps / best.bare.rps;
    log(`   ${route.name} : application ${Math.round(best.app.rps)} req/s (p99 ${best.app.p99} ms), plancher ${Math.round(best.bare.rps)} req/s (p99 ${best.bare.p99} ms)`);
    log(`     rapport ${ratio.toFixed(2)} (cible ≥ ${TARGET_RATIO}) ${verdict(ratio >= TARGET_RATIO && best.app.bad === 0 && best.bare.bad === 0)} [charge ${os.loadavg()[0]!.toFixed(1)} sur ${os.cpus().length} cœurs]`);
  }
}

runBench(main, 20 * 60_000);
