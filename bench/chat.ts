/**
 * Chat benchmark: the real realtime service (realtime/server.ts, one worker process) against a throwaway
 * database, driven by authenticated socket.io-client connections from this process (the clients never share
 * the service's process), all on 127.0.0.1.
 *   1. N concurrent authenticated sockets (--sockets, default 2,000): service RSS, and RSS per socket.
 *   2. Fan-out: messages sent into one channel of M members (--members, default 500); latency send → receipt
 *      at every member.
 *   3. Sustained rate (skipped with --no-sustained): the other users, in channels of 10, each sending at a
 *      steady pace within the per-user rate limit; messages stored and fanned out per second, and their latency.
 * Targets: p99 < 100 ms at 500 members (< 50 ms at 1,000); RSS ≤ 25 KB per idle socket at 10,000.
 * Run: npx tsx bench/chat.ts [--sockets 10000 --members 1000 --no-sustained]
 *   (TEST_DATABASE_URL set → a throwaway PostgreSQL database on that server, else an in-memory embedded
 *   PGlite; the README's figures are on PostgreSQL 127.0.0.1:5432.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPool } from "../db/client";
import { io, type Socket } from "socket.io-client";
import { runMigrations } from "../db/migrate";
import { throwawayDatabase } from "../db/throwaway";
import { MESSAGE_RATE } from "../lib/1-domain/chat/limits";
import { CHAT_EVENTS, type ChatMessage } from "../lib/1-domain/chat/events";
import { signRealtimeToken } from "../lib/3-features/chat/socket-token";
import { WORKER_ENV } from "../realtime/supervisor";

const { values: args } = parseArgs({
  options: { sockets: { type: "string", default: "2000" }, members: { type: "string", default: "500" }, "no-sustained": { type: "boolean", default: false } },
});
const SOCKETS = Number(args.sockets);
const FANOUT_MEMBERS = Number(args.members);
const SUSTAINED = !args["no-sustained"];
if (!(SOCKETS >= FANOUT_MEMBERS && FANOUT_MEMBERS >= 60)) throw new Error("--sockets ≥ --members ≥ 60");
const FANOUT_MESSAGES = 60;
const FANOUT_INTERVAL_MS = 100;
const SMALL_CHANNEL_SIZE = 10;
const STEP_SECONDS = 8;
/** Per-user pace of each step, in messages per second; the rate limit allows at most 1/s on average. */
const STEP_RATES = [0.25, 0.5, 0.9];
const TARGET_P99_MS = FANOUT_MEMBERS > 500 ? 50 : 100;
const TARGET_KB_PER_SOCKET = 25;
const HARD_LIMIT_MS = 12 * 60_000;

const root = path.resolve(import.meta.dirname, "..");
const secret = crypto.randomBytes(32).toString("hex");
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

const hardStop = setTimeout(() => {
  console.error(`[bench] arrêt : plus de ${HARD_LIMIT_MS / 60_000} minutes`);
  process.exit(2);
}, HARD_LIMIT_MS);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}


type Rider = { id: number; username: string; sessionId: number; socket?: Socket };

async function seed(url: string, channels: number): Promise<{ riders: Rider[]; spotIds: number[] }> {
  const pool = createPool(url, 2);
  await runMigrations(pool);
  const spots = await pool.query<{ id: number }>(
    `insert into spots (name, description, latitude, longitude, hydrographic_zero, hydrographic_source)
     select 'Bench ' || g, 'bench', 47, -2, 3, 'bench' from generate_series(1, $1) g returning id`,
    [channels],
  );
  const users = await pool.query<{ id: number; username: string }>(
    `insert into users (username, email) select 'bench' || g, 'bench' || g || '@example.fr'
     from generate_series(1, $1) g returning id, username`,
    [SOCKETS],
  );
  // Each rider signed in: a socket credential names a live web session.
  const sessions = await pool.query<{ id: number; user_id: number }>(
    `insert into sessions (token, user_id, expires_at)
     select 'bench-' || id, id, now() + interval '1 day' from users where id = any($1::int[]) returning id, user_id`,
    [users.rows.map((u) => u.id)],
  );
  const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
  await pool.end();
  return { riders: users.rows.map((u) => ({ ...u, sessionId: sessionOf.get(u.id)! })), spotIds: spots.rows.map((r) => r.id) };
}

async function startService(databaseUrl: string, port: number): Promise<{ child: ChildProcess; pid: number }> {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["realtime/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      // The worker alone: one process whose RSS is the service's.
      [WORKER_ENV]: "1",
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      REALTIME_PORT: String(port),
      APP_URL: "http://127.0.0.1:3000",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`le service s'est arrêté (code ${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const m = /processus (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return { child, pid };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function connect(url: string, rider: Rider): Promise<Socket> {
  const token = signRealtimeToken({ userId: rider.id, username: rider.username, sessionId: rider.sessionId }, secret).token;
  const socket = io(url, { transports: ["websocket"], auth: { token }, reconnection: false, forceNew: true, timeout: 20_000 });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function join(socket: Socket, channelId: number): Promise<void> {
  return new Promise((resolve) => {
    const onRecent = (p: { channelId: number }) => {
      if (p.channelId !== channelId) return;
      socket.off(CHAT_EVENTS.RECENT_MESSAGES, onRecent);
      resolve();
    };
    socket.on(CHAT_EVENTS.RECENT_MESSAGES, onRecent);
    socket.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId });
  });
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

async function main() {
  const smallChannels = (SOCKETS - FANOUT_MEMBERS) / SMALL_CHANNEL_SIZE;
  const db = await throwawayDatabase("alize_bench_chat");
  let service: ChildProcess | undefined;
  try {
    log(`Base : ${db.kind} ; ${os.cpus().length} cœurs, charge moyenne ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
    const { riders, spotIds } = await seed(db.url, 1 + smallChannels);
    const port = await freePort();
    const started = await startService(db.url, port);
    service = started.child;
    const url = `http://127.0.0.1:${port}`;
    await sleep(500);
    const idleRss = rssKb(started.pid);

    // 1. Connections.
    const t0 = performance.now();
    await inBatches(riders, 100, async (r) => {
      r.socket = await connect(url, r);
    });
    const connectS = (performance.now() - t0) / 1000;
    await sleep(2000);
    const rss = rssKb(started.pid);
    log(`\n1. ${SOCKETS} sockets authentifiés connectés en ${connectS.toFixed(1)} s`);
    const perSocketKb = (rss - idleRss) / SOCKETS;
    log(`   RSS du service : ${mb(idleRss)} à vide → ${mb(rss)} avec ${SOCKETS} sockets`);
    log(`   soit ${perSocketKb.toFixed(1)} KB par socket au repos (cible ≤ ${TARGET_KB_PER_SOCKET} KB)`);

    // 2. Fan-out to 500 members of one channel.
    const [bigChannel, ...small] = spotIds as [number, ...number[]];
    const members = riders.slice(0, FANOUT_MEMBERS);
    await inBatches(members, 50, (r) => join(r.socket!, bigChannel));
    const sentAt = new Map<string, number>();
    const fanout: number[] = [];
    for (const m of members) {
      m.socket!.on(CHAT_EVENTS.NEW_MESSAGE, (msg: ChatMessage) => {
        const at = sentAt.get(msg.content);
        if (at !== undefined) fanout.push(performance.now() - at);
      });
    }
    const senders = members.slice(0, FANOUT_MESSAGES);
    for (const [i, sender] of senders.entries()) {
      const content = `fanout ${i}`;
      sentAt.set(content, performance.now());
      sender.socket!.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: bigChannel, content, type: "text" });
      await sleep(FANOUT_INTERVAL_MS);
    }
    await sleep(2000);
    const f = summary(fanout);
    const expected = FANOUT_MESSAGES * FANOUT_MEMBERS;
    log(`\n2. Diffusion à ${FANOUT_MEMBERS} membres : ${FANOUT_MESSAGES} messages (1 toutes les ${FANOUT_INTERVAL_MS} ms), ${f.n}/${expected} réceptions`);
    log(`   latence envoi → réception : p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms (cible p99 < ${TARGET_P99_MS} ms)`);

    // 3. Sustained rate: the other users in channels of 10.
    for (const m of members) m.socket!.removeAllListeners(CHAT_EVENTS.NEW_MESSAGE);
    if (SUSTAINED) {
      const others = riders.slice(FANOUT_MEMBERS);
      await inBatches(others, 100, async (r) => {
        const i = riders.indexOf(r) - FANOUT_MEMBERS;
        await join(r.socket!, small[Math.floor(i / SMALL_CHANNEL_SIZE)]!);
      });
      const sent = new Map<string, number>();
      let latencies: number[] = [];
      let stored = 0;
      let deliveries = 0;
      let errors = 0;
      for (const r of others) {
        r.socket!.on(CHAT_EVENTS.NEW_MESSAGE, (msg: ChatMessage) => {
          deliveries++;
          if (msg.userId !== r.id) return;
          stored++;
          const at = sent.get(msg.content);
          if (at !== undefined) latencies.push(performance.now() - at);
        });
        r.socket!.on(CHAT_EVENTS.CHAT_ERROR, () => errors++);
      }
      log(`\n3. Débit soutenu : ${others.length} utilisateurs dans ${small.length} canaux de ${SMALL_CHANNEL_SIZE}, ${STEP_SECONDS} s par palier`);
      log(`   (limite par utilisateur : ${MESSAGE_RATE.limit} messages / ${MESSAGE_RATE.windowMs / 1000} s)`);
      let best = 0;
      for (const rate of STEP_RATES) {
        // Each step starts after the previous one's window has emptied, so the rate limit never interferes.
        await sleep(MESSAGE_RATE.windowMs);
        latencies = [];
        stored = 0;
        deliveries = 0;
        errors = 0;
        const offered = others.length * rate;
        const period = 1000 / rate;
        const stepStart = performance.now();
        const timers = others.map((r, k) => {
          let n = 0;
          const tick = () => {
            if (performance.now() - stepStart > STEP_SECONDS * 1000) return;
            const content = `s${rate}-${r.id}-${n++}`;
            sent.set(content, performance.now());
            r.socket!.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: small[Math.floor(k / SMALL_CHANNEL_SIZE)]!, content, type: "text" });
          };
          // Spread the users over the period so that the load is steady.
          return setTimeout(() => {
            tick();
            const interval = setInterval(tick, period);
            setTimeout(() => clearInterval(interval), STEP_SECONDS * 1000 + period);
          }, (k / others.length) * period);
        });
        await sleep(STEP_SECONDS * 1000 + period + 2000);
        timers.forEach(clearTimeout);
        const s = summary(latencies);
        const achieved = stored / STEP_SECONDS;
        if (s.p99 < TARGET_P99_MS && achieved >= offered * 0.95) best = Math.max(best, achieved);
        log(
          `   offert ${offered.toFixed(0).padStart(5)} msg/s → enregistrés et diffusés ${achieved.toFixed(0).padStart(5)} msg/s, ` +
            `${(deliveries / STEP_SECONDS).toFixed(0)} réceptions/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms` +
            (errors ? `, ${errors} refus` : ""),
        );
      }
      log(`   soutenu avec p99 < ${TARGET_P99_MS} ms : ${best.toFixed(0)} messages/s (plafond de ce banc : ${others.length} utilisateurs × 1 msg/s)`);
    }
    log(`\nRSS du service en fin de banc : ${mb(rssKb(started.pid))} ; charge moyenne ${os.loadavg()[0]!.toFixed(1)}`);

    const ok = perSocketKb <= TARGET_KB_PER_SOCKET && f.p99 < TARGET_P99_MS && f.n === expected;
    log(ok ? "\nCibles atteintes." : "\nCIBLES NON ATTEINTES.");
    for (const r of riders) r.socket?.close();
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (service && service.exitCode === null) {
      service.kill("SIGTERM");
      await new Promise((r) => service!.once("exit", r));
    }
    await db.drop().catch((e: unknown) => console.error("[bench] suppression de la base :", e));
    clearTimeout(hardStop);
  }
}

main().catch((error: unknown) => {
  console.error("[bench]", error);
  process.exit(1);
});
