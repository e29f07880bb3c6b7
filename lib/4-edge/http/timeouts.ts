import http from "node:http";
import type net from "node:net";

/*
 * The web server's timeouts: a connection that stops reading (or sending) is closed after `idleMs` of nothing moving
 * either way, whatever it was in the middle of; a request's headers must arrive within `headersMs` and its whole body
 * within `requestMs` (slowloris), checked every `checkMs`; an idle keep-alive connection goes after `keepAliveMs`.
 * Nothing a client does can then hold a socket, a render or anything other riders wait for longer than that.
 */
export type Timeouts = { idleMs: number; headersMs: number; requestMs: number; keepAliveMs: number; checkMs: number };
const TIMEOUTS: Timeouts = { idleMs: 30_000, headersMs: 20_000, requestMs: 60_000, keepAliveMs: 5_000, checkMs: 1_000 };

/** An HTTP server with these timeouts (Node checks the headers' and the requests' limits every `checkMs`). */
export function createWebServer(handler?: http.RequestListener, t: Timeouts = TIMEOUTS): http.Server {
  const server = http.createServer({ connectionsCheckingInterval: t.checkMs, headersTimeout: t.headersMs, requestTimeout: t.requestMs, keepAliveTimeout: t.keepAliveMs });
  // The answer each socket is waiting for, until it is sent or abandoned.
  const answering = new WeakMap<net.Socket, http.ServerResponse>();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    answering.set(req.socket, res);
    res.once("close", () => answering.delete(req.socket));
  });
  if (handler) server.on("request", handler);
  // Inactivity on the socket, reading or writing: a client that never reads a large answer fills the socket's
  // buffers, nothing moves, and the socket is destroyed (its answer's « close » then ends whatever waited on it).
  // Silence while the server itself works on an answer it has not started (a long refresh asked by the scheduler)
  // is not the client's: the wait goes on.
  server.setTimeout(t.idleMs, (socket: net.Socket) => {
    if (answering.get(socket)?.headersSent === false) socket.setTimeout(t.idleMs);
    else socket.destroy();
  });
  return server;
}
