/*
 * The app as the end-to-end tests see it: the real launcher on a fresh data directory, with Open-Meteo
 * replaced by the local fake, OpenWindMap by its fake (a station near Wissant) and mail sent through Resend's SDK to a local fake (started by the tests).
 * With TEST_DATABASE_URL set, a throwaway PostgreSQL database is created (and dropped on exit) instead of
 * the embedded one.
 * With E2E_SERVE=next-start, the app runs as a host such as Vercel runs it: a throwaway database (PostgreSQL, or an
 * embedded one reached through DATABASE_URL), `npm run db:prepare`, `next build`, then `next start` and the realtime
 * service as its own process (`npm run realtime`): no launcher, no server of ours in front of Next.js.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { throwawayDatabase } from "../db/throwaway";
import { ensureVapidKeysFile } from "../lib/2-stores/push/vapid";
import { E2E_LOGIN_FAILURES_PER_MINUTE, e2eDataDir, e2ePorts } from "../e2e/ports";

const root = path.resolve(import.meta.dirname, "..");
const ports = e2ePorts();
const dataDir = e2eDataDir();
fs.rmSync(dataDir, { recursive: true, force: true });

/** Where the tests find the database, to store what only a background job would (a spot's wind history). */
function tellDatabaseUrl(url: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, "database-url"), url);
}

async function main() {
  let dropDb: (() => Promise<void>) | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(ports.app),
    REALTIME_PORT: String(ports.realtime),
    APP_URL: `http://localhost:${ports.app}`,
    OPEN_METEO_BASE_URL: `http://127.0.0.1:${ports.openMeteo}`,
    // The same fake serves the Marine API's /v1/marine.
    OPEN_METEO_MARINE_BASE_URL: `http://127.0.0.1:${ports.openMeteo}`,
    OPENWINDMAP_BASE_URL: `http://127.0.0.1:${ports.openWindMap}`,
    RESEND_API_KEY: "re_test_e2e",
    RESEND_BASE_URL: `http://127.0.0.1:${ports.resend}`,
    MAIL_FROM: "Alizé <no-reply@alize.test>",
    // The hourly refresh of every spot would land in the middle of a run and load it; the queue itself is
    // tested in Vitest (realtime/jobs.test.ts), alerts' browser flow does not need it.
    BACKGROUND_JOBS: process.env.BACKGROUND_JOBS ?? "off",
    // Every rider of the suite signs up from 127.0.0.1, a few hundred of them: more than one address's 100 an hour.
    REGISTRATIONS_PER_HOUR: "5000",
    // …and signs them in from there, a wrong password now and then (e2e/ports.ts).
    LOGIN_FAILURES_PER_MINUTE: String(E2E_LOGIN_FAILURES_PER_MINUTE),
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_SERVE === "next-start") return nextStart(env);
  if (process.env.TEST_DATABASE_URL) {
    const database = await throwawayDatabase("alize_e2e");
    env.DATABASE_URL = database.url;
    dropDb = database.drop;
    tellDatabaseUrl(database.url);
  } else {
    // The launcher's embedded database, on a known port (db/embedded.ts gives its address in this form).
    env.EMBEDDED_DB_PORT = String(ports.database);
    tellDatabaseUrl(`postgres://postgres:postgres@127.0.0.1:${ports.database}/postgres?sslmode=disable`);
  }
  const fake = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/fakes/open-meteo-server.ts", "--port", String(ports.openMeteo)], {
    cwd: root,
    stdio: "inherit",
  });
  const windFake = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/fakes/openwindmap-server.ts", "--port", String(ports.openWindMap), "--e2e"], {
    cwd: root,
    stdio: "inherit",
  });
  const app = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/launch.ts", "start"], { cwd: root, env, stdio: "inherit" });
  const stop = () => {
    app.kill("SIGTERM");
    fake.kill("SIGTERM");
    windFake.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  app.on("exit", async (code) => {
    fake.kill("SIGTERM");
    windFake.kill("SIGTERM");
    await dropDb?.().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

/** Spawns `command` in the project; resolves when it exits with 0. */
function runOnce(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} : code ${code}`))));
  });
}

/** The app as a Vercel-like host runs it: next build, next start, the realtime service apart. */
async function nextStart(base: NodeJS.ProcessEnv): Promise<void> {
  const database = await throwawayDatabase("alize_e2e_next");
  tellDatabaseUrl(database.url);
  const vapid = ensureVapidKeysFile(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...base,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    NEXT_DIST_DIR: ".next-next-start",
  };
  const bin = (name: string) => path.join(root, "node_modules/.bin", name);
  const fakes = [
    spawn(bin("tsx"), ["tests/fakes/open-meteo-server.ts", "--port", String(ports.openMeteo)], { cwd: root, stdio: "inherit" }),
    spawn(bin("tsx"), ["tests/fakes/openwindmap-server.ts", "--port", String(ports.openWindMap), "--e2e"], { cwd: root, stdio: "inherit" }),
  ];
  await runOnce("npm", ["run", "db:prepare"], env);
  await runOnce(bin("next"), ["build"], env);
  const app = spawn(bin("next"), ["start", "--port", String(ports.app)], { cwd: root, env, stdio: "inherit" });
  const realtime = spawn("npm", ["run", "realtime"], { cwd: root, env, stdio: "inherit", detached: true });
  const stop = () => {
    app.kill("SIGTERM");
    try {
      process.kill(-realtime.pid!, "SIGTERM");
    } catch {
      realtime.kill("SIGTERM");
    }
    for (const f of fakes) f.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  app.on("exit", async (code) => {
    stop();
    await database.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

void main();
