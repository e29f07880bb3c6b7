import { createServer, type IncomingMessage } from "node:http";
import { sql } from "drizzle-orm";
import { Server } from "socket.io";
import { closeDb, getDb, type Db } from "../db/client";
import { MAX_IMAGE_DATA_URL_LENGTH } from "../lib/1-domain/chat/image-data-url";
import { env, EnvError } from "../lib/0-base/env";
import { SOCKET_PATH, SOCKET_TRANSPORTS } from "../lib/1-domain/chat/connection";
import { keepJobWorkers, type JobWorkerOptions } from "../lib/3-features/jobs/workers";
import { allowRequest, authenticate, originAllowed, originPolicy, type OriginPolicy } from "./auth";
import { registerChat } from "./chat";
import { registerLiveWind, type LiveWindOptions } from "./live-wind";
import { connectRedisAdapter } from "./redis";
import { watchSessions } from "./sessions";
import { EXIT_CONFIG, supervise } from "./supervisor";

/** A 5 MB image is a ~7 MB data URL (ARCHITECTURE "Defaults to change"); the frame may hold it plus its envelope. */
export const MAX_HTTP_BUFFER_SIZE = MAX_IMAGE_DATA_URL_LENGTH + 8 * 1024;
/** Long enough for a slow phone to upload that frame without being declared dead. */
export const PING_TIMEOUT_MS = 30_000;
/** A socket that comes back within this delay gets its rooms and missed messages back. */
export const RECOVERY_WINDOW_MS = 60_000;

export type RealtimeOptions = {
  /** undefined → REDIS_URL; null → no Redis even if REDIS_URL is set. */
  redisUrl?: string | null;
  /** A database the caller owns (and closes); by default the shared pool, closed with the service. */
  db?: Db;
  /** Which origins may connect; by default from the environment (see originPolicy). */
  origins?: OriginPolicy;
  /** How often the sockets' sessions are checked (tests shorten it). */
  sessionCheckMs?: number;
  /** The live wind's poller: tick interval and OpenWindMap options (tests point it at the fake); false: no poller (tests of other features, so they never take the deployment's poll turn). */
  liveWind?: LiveWindOptions | false;
  /**
   * The background job queue's workers (lib/jobs: alert evaluation and delivery, hourly forecast refresh, models'
   * skill, the live wind's poll).
   * Undefined → on unless BACKGROUND_JOBS=off (the tests' setting); false → none.
   */
  jobs?: JobWorkerOptions | false;
};

/*
 * The realtime service: Socket.IO on REALTIME_PORT, path /socket.io, plus GET /health.
 */
export async function startRealtime(port = env().REALTIME_PORT, options: RealtimeOptions = {}) {
  const config = env();
  const db = options.db ?? getDb();
  const redisUrl = options.redisUrl === undefined ? config.REDIS_URL : (options.redisUrl ?? undefined);
  const redis = redisUrl ? await connectRedisAdapter(redisUrl) : undefined;
  const origins = options.origins ?? originPolicy();

  const httpServer = createServer(async (req, res) => {
    if (req.url === "/health") {
      try {
        await db.execute(sql`select 1`);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
      } catch {
        res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ status: "database unreachable" }));
      }
      return;
    }
    if (!req.url?.startsWith(SOCKET_PATH)) res.writeHead(404).end();
  });
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: SOCKET_TRANSPORTS,
    maxHttpBufferSize: MAX_HTTP_BUFFER_SIZE,
    pingTimeout: PING_TIMEOUT_MS,
    allowRequest: allowRequest(origins),
    // Per request, as allowRequest decides: with APP_URL unset the answer depends on the Host reached.
    cors: (req, callback) => callback(null, { origin: originAllowed(req as IncomingMessage, origins) }),
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  io.use(authenticate(config.BETTER_AUTH_SECRET, db));
  const chat = registerChat(io, db);
  const sessionWatch = watchSessions(io, db, options.sessionCheckMs);
  const jobsWanted = options.jobs === undefined ? config.BACKGROUND_JOBS === "on" : options.jobs !== false;
  // With the job queue, its live-wind-poll job (every minute, once for the deployment) drives the poll instead
  // of this instance's timer; the service still polls once at start so an open page has its station at once.
  const liveWind = registerLiveWind(
    io,
    db,
    options.liveWind === false ? { tickMs: 0 } : jobsWanted ? { ...options.liveWind, tickMs: 0, pollAtStart: true } : options.liveWind,
  );

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  // Once listening (a service that cannot take its port takes no jobs); the chat never waits for the queue.
  const jobOptions = options.jobs || {};
  const pollLiveWind = options.liveWind === false ? undefined : liveWind.tick;
  const jobs = jobsWanted ? keepJobWorkers(db, { ...jobOptions, deps: { pollLiveWind, ...jobOptions.deps } }) : undefined;

  let closing: Promise<void> | undefined;
  /** Stops accepting, closes every socket, then Redis and (unless the caller owns it) the database pool. */
  const close = () =>
    (closing ??= (async () => {
      sessionWatch.close();
      await liveWind.close();
      await jobs?.stop();
      await io.close();
      chat.close();
      await redis?.close();
      if (!options.db) await closeDb();
    })());
  return { io, httpServer, port: boundPort, close, checkSessions: sessionWatch.check, pollLiveWind: liveWind.tick, jobs };
}

async function main() {
  const { close } = await startRealtime();
  console.log(`[realtime] Socket.IO sur le port ${env().REALTIME_PORT} (processus ${process.pid})`);
  // close() is idempotent: a second signal (the launcher signals the whole process group) changes nothing.
  const stop = () => void close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  supervise(() =>
    main().catch((error: unknown) => {
      if (error instanceof EnvError) {
        console.error(`[realtime] Configuration invalide :\n${error.message}`);
        process.exit(EXIT_CONFIG);
      }
      if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
        // Restarting would find it taken again: stop, and say which port.
        console.error(`[realtime] Démarrage impossible : le port ${env().REALTIME_PORT} (REALTIME_PORT) est déjà utilisé.`);
        process.exit(EXIT_CONFIG);
      }
      console.error(error);
      process.exit(1);
    }),
  );
}
