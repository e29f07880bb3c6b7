/*
 * The fast lane (issue 27, decision 0026): the two hottest reads, GET /api/spots and GET /api/weather/{id}, are
 * answered by their own route handler, the very function Next would call, without Next's request pipeline (its
 * routing, request adaptation, async scopes and response piping cost two thirds of such a request: 1,140 against
 * 3,700 answers a second for a kept forecast, bench/api-floor.ts).
 *
 * What stays the same:
 * - the handler: the module Next compiled (<distDir>/server/app/…/route.js), required from the same file, so the
 *   same module instances (database pool, caches, the refresh's single flight) as when Next calls it;
 * - its checks: the session, the params and the query are the handler's (lib/4-edge/http/handler.ts); `after()`
 *   work runs at once, unawaited, outside Next (lib/3-features/after.ts);
 * - the headers next.config.ts adds to every API answer (apiAnswerHeaders), then the handler's own.
 * What the lane refuses goes to Next as before: any other method (HEAD included), path or shape (a trailing slash,
 * a sub-path, an id Node cannot decode). If Next's compiled module ever stops exposing the handler as read here,
 * the lane turns itself off at start-up with one line in the log, and Next serves these routes again. FAST_LANE=0
 * turns it off.
 */
import { createRequire } from "node:module";
import type http from "node:http";
import path from "node:path";
import { ERROR_MESSAGES } from "../lib/0-base/errors";
import { apiAnswerHeaders } from "../lib/4-edge/http/security-headers";
import { webHeaders } from "../lib/4-edge/http/web-headers";

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

type LaneRoute = { pattern: RegExp; entry: string; params: (match: RegExpExecArray) => Record<string, string> };

/** The routes of the lane: read-only, answered from a kept body or one indexed query, asked for many times a second. */
export const LANE_ROUTES: readonly LaneRoute[] = [
  { pattern: /^\/api\/spots(?:\?|$)/, entry: "server/app/api/spots/route.js", params: () => ({}) },
  { pattern: /^\/api\/weather\/([^/?]+)(?:\?|$)/, entry: "server/app/api/weather/[id]/route.js", params: (m) => ({ id: decodeURIComponent(m[1]!) }) },
];

/** Which lane route a request takes, with its params; null for anything Next must serve. */
export function laneMatch(method: string | undefined, url: string | undefined): { index: number; params: Record<string, string> } | null {
  if (method !== "GET" || !url) return null;
  for (let index = 0; index < LANE_ROUTES.length; index++) {
    const route = LANE_ROUTES[index]!;
    const match = route.pattern.exec(url);
    if (!match) continue;
    try {
      return { index, params: route.params(match) };
    } catch {
      return null; // a percent-encoding Node cannot decode: Next's answer (scripts/web-server.ts refuses most before)
    }
  }
  return null;
}

/** The Web request a handler reads, from Node's (headers as this server left them: the client's address stamped). */
export function webRequest(req: http.IncomingMessage): Request {
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: "GET", headers: webHeaders(req) });
}

/** The module Next compiled for a route handler, as its entry file exports it (Next 16: `routeModule.userland`). */
type CompiledRoute = { routeModule?: { ensureUserland?: () => Promise<void>; userland?: { GET?: unknown } } };

export type FastLane = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/**
 * The lane for the build in `distDir`, or null (turned off, or Next's module not as expected: said once in the log).
 * The returned function answers and returns true, or returns false and leaves the request to Next.
 */
export async function loadFastLane(distDir: string, env: Record<string, string | undefined> = process.env): Promise<FastLane | null> {
  if (env.FAST_LANE === "0") return null;
  const load = createRequire(path.join(distDir, "server", "noop.js"));
  let handlers: RouteHandler[];
  try {
    handlers = await Promise.all(
      LANE_ROUTES.map(async (route) => {
        const compiled = load(path.join(distDir, route.entry)) as CompiledRoute;
        await compiled.routeModule?.ensureUserland?.();
        const get = compiled.routeModule?.userland?.GET;
        if (typeof get !== "function") throw new Error(`${route.entry} : pas de GET lisible`);
        return get as RouteHandler;
      }),
    );
  } catch (error) {
    console.warn(`[alizé] voie rapide désactivée, Next sert tout : ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const fixed = Object.fromEntries(apiAnswerHeaders(env.NODE_ENV === "production").map((h) => [h.key.toLowerCase(), h.value]));

  return (req, res) => {
    const match = laneMatch(req.method, req.url);
    if (!match) return false;
    let request: Request;
    try {
      request = webRequest(req);
    } catch {
      return false; // a Host no URL can hold: Next's answer
    }
    void handlers[match.index]!(request, { params: Promise.resolve(match.params) })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers: Record<string, string> = { ...fixed, "server-timing": 'lane;desc="fast"' };
        answer.headers.forEach((value, name) => (headers[name] = value));
        headers["content-length"] = String(body.length);
        res.writeHead(answer.status, headers);
        res.end(body);
      })
      .catch((error: unknown) => {
        // The handlers answer their own errors (errorResponse); this is a failure to write the answer.
        console.error("[alizé] voie rapide, réponse en échec :", error);
        if (res.headersSent) res.destroy();
        else {
          res.writeHead(500, { ...fixed, "content-type": "application/json" });
          res.end(JSON.stringify({ message: ERROR_MESSAGES.internal }));
        }
      });
    return true;
  };
}
