import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedDb } from "@/db/embedded";

const run = promisify(execFile);

/** A port nothing listens on right now. */
async function freePort(): Promise<string> {
  const server = net.createServer().listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return String(port);
}
const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function launch(mode: string, env: Record<string, string | undefined>) {
  const clean = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete clean[k];
  return run(tsx, ["scripts/launch.ts", mode], { cwd: root, env: clean, timeout: 120_000 });
}

describe("the launcher", () => {
  it("prepares the embedded database twice in the same data directory without duplicating a spot", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-launch-"));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, BETTER_AUTH_SECRET: undefined, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
      const first = await launch("prepare", env);
      expect(first.stdout).toMatch(/base embarquée \(PGlite\)/);
      const count = Number(/(\d+) spots en base/.exec(first.stdout)?.[1]);
      expect(count).toBeGreaterThanOrEqual(60);
      expect(fs.existsSync(path.join(dataDir, "auth-secret"))).toBe(true);
      const vapid = fs.readFileSync(path.join(dataDir, "vapid.json"), "utf8");
      await launch("prepare", env);
      // Kept across starts: the browsers' push subscriptions are bound to this key.
      expect(fs.readFileSync(path.join(dataDir, "vapid.json"), "utf8")).toBe(vapid);

      // Open the data directory again and count the rows themselves.
      const db = await startEmbeddedDb({ dataDir: path.join(dataDir, "pg") });
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n, count(distinct name)::int as names from spots");
      await client.end();
      await db.stop();
      expect(rows[0]).toEqual({ n: count, names: count });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("stops with a French sentence naming a malformed variable", async () => {
    const err = await launch("prepare", { PORT: "abc", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "alize-bad-")) }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(err).toMatchObject({ code: 1 });
    expect((err as { stderr: string }).stderr).toContain("La variable d'environnement PORT est invalide");
    expect((err as { stderr: string }).stderr).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it("says which database it cannot reach", async () => {
    const err = await launch("prepare", { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(err).toMatchObject({ code: 1 });
    expect((err as { stderr: string }).stderr).toContain("impossible de joindre la base de données DATABASE_URL");
  }, 60_000);

  it("stops with a French sentence when TRUSTED_PROXY is neither « vercel » nor a hop count", async () => {
    const err = await launch("prepare", { TRUSTED_PROXY: "yes", DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(err).toMatchObject({ code: 1 });
    expect((err as { stderr: string }).stderr).toContain("La variable d'environnement TRUSTED_PROXY est invalide");
  }, 60_000);

  it("on a busy port, says in French which one and exits before starting anything", async () => {
    const blocker = net.createServer().listen(0);
    await new Promise((resolve) => blocker.once("listening", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-busy-"));
      const err = await launch("start", { PORT: String(port), REALTIME_PORT: await freePort(), DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" }).catch(
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
      expect(err).toMatchObject({ code: 1 });
      const { stdout, stderr } = err as { stdout: string; stderr: string };
      expect(stderr).toContain(`le port ${port} (PORT, l'application) est déjà utilisé`);
      expect(stderr).toContain("PORT=3100 REALTIME_PORT=3101 npm start");
      expect(stderr).not.toMatch(/EADDRINUSE|\n\s+at /); // no English error, no stack trace
      expect(stdout).not.toContain("application sur"); // never announced
    } finally {
      blocker.close();
    }
  }, 60_000);

  it("started without APP_URL, says first what to set for the e-mails' links", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-url-"));
    const unreachable = { APP_URL: undefined, PORT: await freePort(), REALTIME_PORT: await freePort(), DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" };
    const err = (await launch("start", unreachable).catch((e: { stdout: string }) => e)) as { stdout: string };
    expect(err.stdout).toContain("APP_URL n'est pas définie : les liens des e-mails");
    expect(err.stdout).toContain("définissez APP_URL avec l'adresse publique");
    const set = (await launch("start", { ...unreachable, APP_URL: "https://alize.example.fr" }).catch((e: { stdout: string }) => e)) as { stdout: string };
    expect(set.stdout).not.toContain("APP_URL n'est pas définie");
  }, 60_000);
});
