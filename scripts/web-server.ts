/*
 * The Next.js app behind our own HTTP server (started by scripts/launch.ts instead of `next start`/`next dev`).
 * Next's route handlers cannot see the TCP peer, and Next keeps any X-Forwarded-For a client sends, so this
 * server writes the socket's address into a private header (lib/4-edge/http/client-ip.ts) before Next sees the
 * request. It refuses what Next cannot represent (TRACE, a broken percent-encoding: lib/4-edge/http/request-guard.ts)
 * with a 405 or a 400 rather than Next's 500, and a request Node cannot parse (an upload cut short) with a French
 * 400. It also purges expired rows on a timer, and says once when the
 * browser's origin is not APP_URL.
 */
import http from "node:http";
import path from "node:path";
import next from "next";
import { getDb } from "../db/client";
import { noteRequestOrigin } from "../lib/4-edge/auth/app-origin";
import { purgeExpired, PURGE_INTERVAL_MS } from "../lib/4-edge/auth/purge";
import { parseEnv } from "../lib/0-base/env";
import { stampClientIp } from "../lib/4-edge/http/client-ip";
import { clientErrorAnswer, refuseRawRequest, respelledUrl } from "../lib/4-edge/http/request-guard";
import { commonSecurityHeaders } from "../lib/4-edge/http/security-headers";
import { dropRenderCompletedStacks } from "../lib/4-edge/http/render-abort-stacks";
import { rendersDocument, runInMarkupScope } from "../lib/4-edge/http/markup-handoff";
import { loadFastLane } from "./fast-lane";
import { PageTemplates, sharedPageKey } from "../lib/4-edge/http/page-templates";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  // tsx (npm run dev) or a NODE_OPTIONS of --enable-source-maps turns Node's source maps on; in production they
  // would make Node read and keep the map of every server chunk Next loads (hundreds of megabytes of mappings):
  // off, as under \`next start\`. Production runs this file compiled, by node (scripts/build-server.ts).
  if (!dev) process.setSourceMapsEnabled(false);
  // Each render's completion Error otherwise kept the next render alive (docs/decisions/0023-render-memory.md).
  dropRenderCompletedStacks();
  const env = parseEnv();
  const httpServer = http.createServer();
  const app = next({ dev, dir: process.cwd(), port: env.PORT, httpServer });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The riders of a forecast page share its document (lib/4-edge/http/page-templates.ts); PAGE_TEMPLATES=0 turns it off.
  const templates = dev || process.env.PAGE_TEMPLATES === "0" ? null : new PageTemplates();
  // The hottest reads answered by their handler without Next's pipeline (scripts/fast-lane.ts); not in development,
  // where Next compiles routes on demand.
  const fastLane = dev ? null : await loadFastLane(path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || ".next"));
  httpServer.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refusal = refuseRawRequest(req.method, req.url);
    if (refusal) {
      res.writeHead(refusal.status, { "content-type": "application/json; charset=utf-8", ...refusal.headers });
      res.end(JSON.stringify({ message: refusal.message }));
      return;
    }
    const respelled = respelledUrl(req.url);
    if (respelled !== null) {
      res.writeHead(308, { location: respelled, ...Object.fromEntries(commonSecurityHeaders(!dev).map((h) => [h.key, h.value])) });
      res.end();
      return;
    }
    stampClientIp(req.headers, req.socket.remoteAddress);
    if (fastLane?.(req, res)) return;
    try {
      noteRequestOrigin(new Headers({ host: req.headers.host ?? "" }));
    } catch {
      /* a Host that is not a valid header value: nothing to compare */
    }
    const serve = () =>
      handle(req, res).catch((error: unknown) => {
        console.error("[alizé] requête en échec :", error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    // A document's large read-only markup goes once, in its HTML (lib/4-edge/http/markup-handoff.ts).
    const inScope = () => runInMarkupScope((drop) => res.once("close", drop), serve);
    const shared = templates && sharedPageKey(req);
    if (shared) {
      // A forecast page: drawn from another rider's document when one is kept, else rendered by Next.js, whose
      // document is kept for the next riders (lib/4-edge/http/page-templates.ts).
      void templates.serve(shared, req, res, (onScope) => runInMarkupScope((drop) => res.once("close", drop), serve, onScope));
      return;
    }
    if (rendersDocument(req.method, req.url, req.headers)) inScope();
    else void serve();
  });
  // A request Node cannot parse (a body cut before its Content-Length, bad framing): a French 400, or nothing on a
  // connection already gone; never an exception (issue 25).
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
        if (n.rateLimits + n.resetTokens + n.sessions + n.verifications > 0) console.log(`[alizé] ménage : ${JSON.stringify(n)}`);
      })
      .catch((error: unknown) => console.error("[alizé] ménage impossible :", error instanceof Error ? error.message : error));
  void purge();
  setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
}

main().catch((error: unknown) => {
  console.error(`[alizé] Démarrage de l'application impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
