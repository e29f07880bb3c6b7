import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "../lib/4-edge/http/client-ip";
import { apiAnswerHeaders } from "../lib/4-edge/http/security-headers";
import { laneMatch, loadFastLane, type FastLane } from "./fast-lane";

describe("laneMatch: which requests the lane takes", () => {
  it("takes GET /api/spots and GET /api/weather/{id}, with or without a query", () => {
    expect(laneMatch("GET", "/api/spots")).toEqual({ index: 0, params: {} });
    expect(laneMatch("GET", "/api/spots?x=1")).toEqual({ index: 0, params: {} });
    expect(laneMatch("GET", "/api/weather/12")).toEqual({ index: 1, params: { id: "12" } });
    expect(laneMatch("GET", "/api/weather/12?model=arome")).toEqual({ index: 1, params: { id: "12" } });
    // The handler judges the id (a 400 in French), as behind Next.
    expect(laneMatch("GET", "/api/weather/abc%20d")).toEqual({ index: 1, params: { id: "abc d" } });
  });

  it("leaves every other method, path and shape to Next", () => {
    for (const [method, url] of [
      ["HEAD", "/api/spots"],
      ["POST", "/api/spots"],
      ["GET", "/api/spots/"],
      ["GET", "/api/spots/12"],
      ["GET", "/api/spots/nearest"],
      ["GET", "/api/spotsx"],
      ["GET", "/api/weather/12/x"],
      ["GET", "/api/weather/"],
      ["GET", "/api/weather/%E0%A4%A"],
      ["GET", "/spots"],
    ] as const) {
      expect(laneMatch(method, url), `${method} ${url}`).toBeNull();
    }
  });
});

/** A build directory holding compiled route modules shaped as Next 16 writes them (`routeModule.userland.GET`). */
function fakeBuild(routes: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-lane-"));
  for (const [entry, source] of Object.entries(routes)) {
    const file = path.join(dir, "server/app/api", entry);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  return dir;
}

const compiled = (get: string) => `
let loaded = false;
module.exports = { routeModule: {
  async ensureUserland() { loaded = true; },
  get userland() { if (!loaded) throw new Error("not loaded"); return { GET: ${get} }; },
} };`;

describe("loadFastLane: a lane that answers as the handler and next.config.ts would", () => {
  let server: http.Server;
  let base: string;
  let lane: FastLane | null;
  const seen: { url: string; cookie: string | null; ip: string | null; params: unknown }[] = [];

  beforeAll(async () => {
    const dir = fakeBuild({
      "spots/route.js": compiled(`async (req, ctx) => {
        globalThis.__laneSeen.push({ url: req.url, cookie: req.headers.get("cookie"), ip: req.headers.get("${CLIENT_IP_HEADER}"), params: await ctx.params });
        return new Response('[{"id":1}]', { headers: { "content-type": "application/json", "cache-control": "private, no-store" } });
      }`),
      "weather/[id]/route.js": compiled(`async (req, ctx) => {
        const { id } = await ctx.params;
        if (!/^\\d+$/.test(id)) return Response.json({ message: "Identifiant de spot invalide." }, { status: 400 });
        if (id === "666") throw new Error("boom");
        return new Response(Buffer.from("[]"), { headers: { "content-type": "application/json" } });
      }`),
    });
    (globalThis as { __laneSeen?: unknown }).__laneSeen = seen;
    lane = await loadFastLane(dir, { NODE_ENV: "production" });
    server = http.createServer((req, res) => {
      req.headers[CLIENT_IP_HEADER] = "203.0.113.9"; // as scripts/web-server.ts stamps it before the lane
      if (!lane?.(req, res)) {
        res.writeHead(418);
        res.end("next");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands the handler the request's URL, cookie, stamped address and params", async () => {
    const res = await fetch(`${base}/api/spots?x=1`, { headers: { cookie: "a=1; b=2" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('[{"id":1}]');
    expect(seen.at(-1)).toEqual({ url: expect.stringMatching(/\/api\/spots\?x=1$/), cookie: "a=1; b=2", ip: "203.0.113.9", params: {} });
  });

  it("writes next.config.ts's API headers, then the handler's, with a length", async () => {
    const res = await fetch(`${base}/api/spots`);
    for (const { key, value } of apiAnswerHeaders(true)) expect(res.headers.get(key), key).toBe(value);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe("10");
    expect(res.headers.get("server-timing")).toBe('lane;desc="fast"');
  });

  it("passes the handler's own refusals through, and answers a handler's crash with a French 500", async () => {
    const bad = await fetch(`${base}/api/weather/abc`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Identifiant de spot invalide." });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const crash = await fetch(`${base}/api/weather/666`);
      expect(crash.status).toBe(500);
      expect(await crash.json()).toEqual({ message: "Une erreur interne est survenue. Réessayez plus tard." });
      expect(crash.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      error.mockRestore();
    }
  });

  it("leaves what it does not take to Next", async () => {
    expect((await fetch(`${base}/api/spots`, { method: "HEAD" })).status).toBe(418);
    expect((await fetch(`${base}/api/spots/`)).status).toBe(418);
    expect((await fetch(`${base}/api/tides/1`)).status).toBe(418);
  });
});

describe("loadFastLane: off, or Next's module not as expected", () => {
  it("is off with FAST_LANE=0", async () => {
    expect(await loadFastLane(fakeBuild({}), { FAST_LANE: "0" })).toBeNull();
  });

  it("turns itself off, saying so once, when a compiled route is missing or has no readable GET", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await loadFastLane(fakeBuild({}), {})).toBeNull();
      const noGet = fakeBuild({ "spots/route.js": "module.exports = { routeModule: { userland: {} } };", "weather/[id]/route.js": compiled("async () => new Response('[]')") });
      expect(await loadFastLane(noGet, {})).toBeNull();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[1]![0])).toMatch(/voie rapide désactivée, Next sert tout : .*spots\/route\.js : pas de GET lisible/);
    } finally {
      warn.mockRestore();
    }
  });
});
