/*
 * One command for a new machine: embedded database (unless DATABASE_URL is set), migrations, seed, build if
 * needed, then the Next.js app and the realtime service. SIGINT/SIGTERM stop everything, children included.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createPool } from "../db/client";
import { startEmbeddedDb, type EmbeddedDb } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedSpots } from "../db/seed";
import { buildServers, serverBundle, SERVERS } from "./build-server";
import { withHeapLimit } from "./heap-limit";
import { APP_URL_UNSET_NOTICE, appUrlIsSet, EnvError, EnvSchema, parseEnv } from "../lib/0-base/env";
import { busyPorts } from "./ports";
import { parseTrustedProxy } from "../lib/4-edge/http/client-ip";
import { ensureVapidKeysFile } from "../lib/2-stores/push/vapid";

const MODES = ["start", "dev", "prepare"] as const;
const mode = (MODES as readonly string[]).includes(process.argv[2] ?? "") ? (process.argv[2] as (typeof MODES)[number]) : "start";
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const log = (msg: string) => console.log(`[alizé] ${msg}`);

if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
(process.env as Record<string, string>).NODE_ENV ??= mode === "dev" ? "development" : "production";

const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
process.env.DATA_DIR = dataDir;
fs.mkdirSync(dataDir, { recursive: true });

/** Development secret: generated once, kept in .data/ so sessions survive restarts. */
function ensureSecret(): void {
  if (process.env.BETTER_AUTH_SECRET) return;
  const file = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

/** Web Push keys: the same kind of development default, in .data/vapid.json (browsers' subscriptions depend on them). */
function ensureVapidKeys(): void {
  if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) return;
  const keys = ensureVapidKeysFile(dataDir);
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}

const children: ChildProcess[] = [];
let embedded: EmbeddedDb | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log("arrêt…");
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
            child.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            // Each child leads its own process group: signal the group, so grandchildren stop too.
            try {
              process.kill(-child.pid!, "SIGTERM");
            } catch {
              child.kill("SIGTERM");
            }
          }),
      ),
    );
    await embedded?.stop().catch(() => undefined);
  }
  process.exit(code);
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit", detached: true });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`${name} s'est arrêté (${signal ?? code}); arrêt des autres processus.`);
    void shutdown(code ?? 1);
  });
  return child;
}

function runOnce(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: "inherit", detached: true });
    children.push(child);
    child.on("exit", (code) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} a échoué (code ${code})`));
    });
  });
}

/** The build's directory (NEXT_DIST_DIR lets several builds live side by side: e2e runs, benches). */
const distDir = process.env.NEXT_DIST_DIR || ".next";

const SOURCES = ["app", "components", "lib", "db", "public", "proxy.ts", "next.config.ts", "package-lock.json", SERVERS["web-server"], "realtime"];

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Not built yet (the app or one of its compiled servers), or a source changed since the last build. */
function buildIsStale(): boolean {
  const buildId = fs.statSync(path.join(root, distDir, "BUILD_ID"), { throwIfNoEntry: false });
  if (!buildId || !fs.existsSync(serverBundle(distDir, "web-server")) || !fs.existsSync(serverBundle(distDir, "realtime"))) return true;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > buildId.mtimeMs);
}

/** Before anything starts: a port already taken stops here, with its name and what to do, in French. */
async function refuseBusyPorts(): Promise<void> {
  const ports = { PORT: EnvSchema.shape.PORT.safeParse(process.env.PORT), REALTIME_PORT: EnvSchema.shape.REALTIME_PORT.safeParse(process.env.REALTIME_PORT) };
  if (!ports.PORT.success || !ports.REALTIME_PORT.success) return; // parseEnv names the bad value just after
  const busy = await busyPorts([ports.PORT.data, ports.REALTIME_PORT.data]);
  if (busy.length === 0) return;
  const names = busy.map((port) => `${port} (${port === ports.PORT.data ? "PORT, l'application" : "REALTIME_PORT, le temps réel"})`).join(" et ");
  throw new Error(
    `le port ${names} est déjà utilisé, sans doute par une autre instance d'Alizé ou un autre serveur. Arrêtez-la, ou choisissez d'autres ports, par exemple : PORT=3100 REALTIME_PORT=3101 npm start`,
  );
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  ensureSecret();
  ensureVapidKeys();
  if (mode !== "prepare") await refuseBusyPorts();

  if (!process.env.DATABASE_URL) {
    const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : 0;
    embedded = await startEmbeddedDb({ dataDir: path.join(dataDir, "pg"), port });
    process.env.DATABASE_URL = embedded.url;
    log(`base embarquée (PGlite) sur 127.0.0.1:${embedded.port}, données dans ${path.relative(root, dataDir)}/pg`);
  }
  const env = parseEnv(); // stops here, with a sentence, if the configuration is wrong
  if (mode === "start" && !appUrlIsSet()) log(APP_URL_UNSET_NOTICE(env.APP_URL));
  try {
    parseTrustedProxy(process.env.TRUSTED_PROXY);
  } catch (error) {
    throw new EnvError((error as Error).message);
  }

  const pool = createPool(env.DATABASE_URL, 2);
  try {
    await pool.query("select 1").catch((error: Error) => {
      throw new Error(`impossible de joindre la base de données DATABASE_URL (${error.message}).`);
    });
    await runMigrations(pool);
    const count = await seedSpots(pool);
    log(`migrations appliquées, ${count} spots en base`);
  } finally {
    await pool.end();
  }

  if (mode === "prepare") return shutdown(0);
  if (mode === "start") {
    if (buildIsStale()) {
      log("construction de l'application (next build)…");
      await runOnce(bin("next"), ["build"]);
      await buildServers(distDir);
    }
    // Our own server in front of Next (not `next start`): it gives handlers the socket's address. Both servers are
    // compiled and run by node itself: under tsx each cost two processes and a module-hook thread (scripts/build-server.ts).
    run("next", process.execPath, [serverBundle(distDir, "web-server")], {
      ...process.env,
      NODE_OPTIONS: withHeapLimit(process.env.NODE_OPTIONS, env.WEB_HEAP_MB),
      // glibc gives each thread that allocates its own arena: the threads that compress the documents (zlib on libuv's
      // pool) left ~30 MB of RSS in theirs over 10,000 renders (decision 0023). Two arenas: the same throughput.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    });
    run("realtime", process.execPath, [serverBundle(distDir, "realtime")]);
  } else {
    run("next", bin("tsx"), ["scripts/web-server.ts", "--dev"]);
    run("realtime", bin("tsx"), ["watch", "realtime/server.ts"]);
  }
  log(`application sur http://localhost:${env.PORT}, temps réel sur le port ${env.REALTIME_PORT}`);
}

main().catch(async (error: unknown) => {
  if (error instanceof EnvError) console.error(`[alizé] Configuration invalide :\n${error.message}`);
  else console.error(`[alizé] Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
