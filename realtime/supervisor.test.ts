import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CHAT_EVENTS, type RecentMessagesPayload } from "../lib/1-domain/chat/events";
import { RESTART_DELAY_MS } from "./supervisor";
import { buildServer } from "../scripts/build-server";
import { connectAs, createSpot, createUser, nextEvent, serviceUrl } from "../tests/support/realtime";

/*
 * The service as the launcher runs it in production (compiled by scripts/build-server.ts, run by node): a worker
 * that is killed is replaced, and SIGTERM stops it cleanly (sockets closed, exit code 0).
 */
const root = path.resolve(import.meta.dirname, "..");
// Inside the project, so that the compiled file finds the installed packages as the build's own does.
fs.mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
const dist = fs.mkdtempSync(path.join(root, "node_modules/.cache/alize-realtime-"));
let service: ChildProcess | undefined;

afterAll(() => {
  if (service && service.exitCode === null) service.kill("SIGKILL");
  fs.rmSync(dist, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function healthy(port: number, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`service injoignable sur ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("realtime process", () => {
  it("replaces a killed worker, and exits 0 on SIGTERM after closing its sockets", { timeout: 90_000 }, async () => {
    const port = await freePort();
    const pids: number[] = [];
    const { file } = await buildServer(dist, "realtime");
    service = spawn(process.execPath, [file], {
      cwd: root,
      env: { ...process.env, REALTIME_PORT: String(port), NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    service.stdout!.on("data", (chunk: Buffer) => {
      for (const m of chunk.toString().matchAll(/processus (\d+)/g)) pids.push(Number(m[1]));
    });
    await healthy(port);
    expect(pids).toHaveLength(1);

    process.kill(pids[0]!, "SIGKILL");
    const killedAt = Date.now();
    await new Promise((r) => setTimeout(r, 200));
    await healthy(port);
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(RESTART_DELAY_MS - 200);
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(pids[0]);

    const spotId = await createSpot();
    const socket = await connectAs(serviceUrl(port), await createUser());
    const recent = nextEvent<RecentMessagesPayload>(socket, CHAT_EVENTS.RECENT_MESSAGES);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    await recent;

    const closed = nextEvent<string>(socket, "disconnect", () => true, 15_000);
    const exited = new Promise<number | null>((resolve) => service!.once("exit", (code) => resolve(code)));
    service.kill("SIGTERM");
    expect(await closed).toMatch(/transport close|io server disconnect/);
    expect(await exited).toBe(0);
    socket.close();
  });
});
