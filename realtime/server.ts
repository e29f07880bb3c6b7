import { createServer } from "node:http";
import { sql } from "drizzle-orm";
import { Server } from "socket.io";
import { closeDb, getDb } from "../db/client";
import { env, EnvError } from "../lib/env";

/*
 * The realtime service: Socket.IO on REALTIME_PORT, path /socket.io, plus GET /health.
 * Chat events are registered by realtime/chat (see the chat issue).
 */
export async function startRealtime(port = env().REALTIME_PORT) {
  const httpServer = createServer(async (req, res) => {
    if (req.url === "/health") {
      try {
        await getDb().execute(sql`select 1`);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
      } catch {
        res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ status: "database unreachable" }));
      }
      return;
    }
    if (!req.url?.startsWith("/socket.io")) res.writeHead(404).end();
  });
  const io = new Server(httpServer, { path: "/socket.io", transports: ["websocket", "polling"] });
  await new Promise<void>((resolve) => httpServer.listen(port, resolve));
  const close = async () => {
    await io.close();
    await closeDb();
  };
  return { io, httpServer, close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startRealtime()
    .then(({ close }) => {
      console.log(`[realtime] Socket.IO sur le port ${env().REALTIME_PORT}`);
      const stop = () => void close().then(() => process.exit(0));
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof EnvError ? `[realtime] Configuration invalide :\n${error.message}` : error);
      process.exit(1);
    });
}
