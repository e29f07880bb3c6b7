/*
 * `npm start`'s thin server in front of Next.js: Next renders every page and answers every API call, as under
 * `next start`; this server only does what a self-hosted process alone needs (docs/decisions/0033):
 * - the TCP peer's address for the per-IP limits, written into a private header (lib/4-edge/http/client-ip.ts):
 *   Next's handlers cannot see the socket, and Next keeps any X-Forwarded-For a client sends;
 * - what Next cannot represent, refused with a French 405 or 400 (TRACE, a broken percent-encoding), a path with
 *   an empty segment respelt by a 308 that carries the security headers (lib/4-edge/http/request-guard.ts), a
 *   request Node cannot parse answered with a French 400;
 * - timeouts: a connection that stops reading or sending is closed, and never holds anything others wait for;
 * - a timer that purges expired rows, and one warning when the browser's origin is not APP_URL.
 */
import http from "node:http";
import next from "next";
import { getDb } from "../db/client";
import { noteRequestOrigin } from "../lib/4-edge/auth/app-origin";
import { purgeExpired, PURGE_INTERVAL_MS } from "../lib/4-edge/auth/purge";
import { parseEnv } from "../lib/0-base/env";
import { stampClientIp } from "../lib/4-edge/http/client-ip";
import { clientErrorAnswer, refuseRawRequest, respelledUrl } from "../lib/4-edge/http/request-guard";
import { commonSecurityHeaders } from "../lib/4-edge/http/security-headers";
import { createWebServer } from "../lib/4-edge/http/timeouts";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  // tsx (npm run dev) or a NODE_OPTIONS of --enable-source-maps turns Node's source maps on; in production they
  // would make Node read and keep the map of every server chunk Next loads: off, as under `next start`.
  if (!dev) process.setSourceMapsEnabled(false);
  const env = parseEnv();
  const httpServer = createWebServer();
  const app = next({ dev, dir: process.cwd(), port: env.PORT, httpServer });
  await app.prepare();
  const handle = app.getRequestHandler();
  const securityHeaders = Object.fromEntries(commonSecurityHeaders(!dev).map((h) => [h.key, h.value]));
  httpServer.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refusal = refuseRawRequest(req.method, req.url);
    if (refusal) {
      res.writeHead(refusal.status, { "content-type": "application/json; charset=utf-8", ...securityHeaders, ...refusal.headers });
      res.end(JSON.stringify({ message: refusal.message }));
      return;
    }
    const respelled = respelledUrl(req.url);
    if (respelled !== null) {
      res.writeHead(308, { location: respelled, ...securityHeaders });
      res.end();
      return;
    }
    stampClientIp(req.headers, req.socket.remoteAddress);
    try {
      noteRequestOrigin(new Headers({ host: req.headers.host ?? "" }));
    } catch {
      /* a Host that is not a valid header value: nothing to compare */
    }
    handle(req, res).catch((error: unknown) => {
      console.error("[alizé] requête en échec :", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // A request Node cannot parse (a body cut before its Content-Length, bad framing): a French 400, or nothing on a
  // connection already gone; never an exception.
  httpServer.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    const answer = clientErrorAnswer(error, socket.writable && !(socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent);
    if (answer) socket.end(answer);
    else socket.destroy();
  });
  httpServer.once("error", (error: NodeJS.ErrnoException) => {
    const taken = error.code === "EADDRINUSE";
    console.error(`[alizé] Démarrage de l'application impossible : ${taken ? `le port ${env.PORT} (PORT) est déjà utilisé.` : error.message}`);
    process.exit(1);
  });
  httpServer.listen(env.PORT, () => console.log(`[alizé] application prête sur le port ${env.PORT}`));

  const purge = () =>
    purgeExpired(getDb())
      .then((n) => {
        if (Object.values(n).some((count) => count > 0)) console.log(`[alizé] ménage : ${JSON.stringify(n)}`);
      })
      .catch((error: unknown) => console.error("[alizé] ménage impossible :", error instanceof Error ? error.message : error));
  void purge();
  setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
}

main().catch((error: unknown) => {
  console.error(`[alizé] Démarrage de l'application impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
