import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type AppServer = { url: string; stop: () => Promise<void> };

/**
 * The production build, started by the real launcher on 127.0.0.1 with a fresh data directory (and so a
 * fresh embedded database unless `databaseUrl` is given). The launcher builds into `distDir` first when the
 * build is missing or stale. It runs in a process group of its own, stopped whole: SIGTERM to the group (the
 * launcher, its web server and realtime service), SIGKILL to what is left after 20 s. Stopping the launcher alone
 * once left its web server serving, re-parented, beside the next run's app.
 */
/** `nodeOptions`: NODE_OPTIONS for the launcher and the processes it starts (e.g. a heap limit). */
export async function startApp(opts: { distDir: string; databaseUrl?: string; readyTimeoutMs?: number; nodeOptions?: string }): Promise<AppServer> {
  const [port, realtimePort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    REALTIME_PORT: String(realtimePort),
    APP_URL: url,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: opts.distDir,
  };
  delete env.DATABASE_URL;
  if (opts.nodeOptions) env.NODE_OPTIONS = opts.nodeOptions;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/launch.ts", "start"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone
    }
  };
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);

  const stop = async () => {
    signalGroup("SIGTERM");
    for (let waited = 0; groupAlive() && waited < 20_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    if (groupAlive()) signalGroup("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 15 * 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le lanceur s'est arrêté (code ${child.exitCode}) :\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`l'application n'a pas répondu à temps :\n${log}`);
}

/** A fresh rider signed up through the real API of a started app; answers their session cookie. */
export async function signUpRider(appUrl: string, prefix = "banc"): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const reg = await fetch(`${appUrl}/api/register`, {
    method: "POST",
    headers: { origin: appUrl, "content-type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.fr`, password: "Kitesurf2026", firstName: "Banc", lastName: "Essai" }),
  });
  if (reg.status !== 201) throw new Error(`inscription impossible : ${reg.status} ${await reg.text()}`);
  return reg.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
