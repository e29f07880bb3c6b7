import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trustedOrigins } from "../lib/4-edge/auth/origins";
import { SOCKET_PATH } from "../lib/1-domain/chat/connection";
import { connectRaw, createUser, serviceUrl, tokenFor } from "../tests/support/realtime";
import { isAllowedOrigin, isSameHostOrigin, originPolicy } from "./auth";
import { startRealtime } from "./server";

afterEach(() => vi.unstubAllEnvs());

describe("allowed origins", () => {
  it("follow the Vercel preview the app runs on", () => {
    vi.stubEnv("VERCEL_URL", "alize-git-chat.vercel.app");
    expect(trustedOrigins()).toContain("https://alize-git-chat.vercel.app");
    expect(isAllowedOrigin("https://alize-git-chat.vercel.app", trustedOrigins(), false)).toBe(true);
  });

  it("accept any Vercel preview only on Vercel, and nothing else", () => {
    const app = new URL(process.env.APP_URL!).origin;
    expect(isAllowedOrigin(app)).toBe(true);
    expect(isAllowedOrigin("https://alize-pr-12.vercel.app", [app], false)).toBe(false);
    expect(isAllowedOrigin("https://alize-pr-12.vercel.app", [app], true)).toBe(true);
    for (const bad of ["https://evil.vercel.app.attacker.com", "http://alize.vercel.app", "https://a.b.vercel.app", "null"]) {
      expect(isAllowedOrigin(bad, [app], true)).toBe(false);
    }
  });

  it("follow the host only when APP_URL is unset (and not derived on Vercel)", () => {
    expect(originPolicy({ APP_URL: "https://alize.example" }).followHost).toBeNull();
    expect(originPolicy({ VERCEL_URL: "alize-x.vercel.app" }).followHost).toBeNull();
    expect(originPolicy({}).followHost).toEqual({ appPort: expect.any(Number) });
    expect(originPolicy({ APP_URL: "" }).followHost).not.toBeNull();
  });

  it("with APP_URL unset: the page's host must be the host the socket reached, on the app's port", () => {
    expect(isSameHostOrigin("http://127.0.0.1:3400", "127.0.0.1:3001", 3400)).toBe(true);
    expect(isSameHostOrigin("http://localhost:3400", "localhost:3001", 3400)).toBe(true);
    expect(isSameHostOrigin("http://192.168.1.20:3400", "192.168.1.20:3001", 3400)).toBe(true);
    expect(isSameHostOrigin("http://localhost", "localhost:3001", 80)).toBe(true);
    expect(isSameHostOrigin("http://[::1]:3400", "[::1]:3001", 3400)).toBe(true);
    for (const [origin, host] of [
      ["http://localhost:3400", "127.0.0.1:3001"], // another name for the machine is another site
      ["http://127.0.0.1:3999", "127.0.0.1:3001"], // another port is another app
      ["https://pirate.example:3400", "127.0.0.1:3001"],
      ["http://127.0.0.1.pirate.example:3400", "127.0.0.1:3001"],
      ["null", "127.0.0.1:3001"],
      ["file://", "127.0.0.1:3001"],
      ["http://127.0.0.1:3400/chemin", "127.0.0.1:3001"],
    ]) {
      expect(isSameHostOrigin(origin!, host, 3400), origin).toBe(false);
    }
    expect(isSameHostOrigin("http://127.0.0.1:3400", undefined, 3400)).toBe(false);
  });
});

/** The polling handshake as a browser would send it: status and the CORS answer. */
function pollingHandshake(url: string, origin: string): Promise<{ status: number; allowOrigin: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { origin } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, allowOrigin: res.headers["access-control-allow-origin"] as string | undefined });
      })
      .on("error", reject);
  });
}

describe("a service started without APP_URL (app on PORT 3400)", () => {
  let service: Awaited<ReturnType<typeof startRealtime>>;
  let strict: Awaited<ReturnType<typeof startRealtime>>;
  const APP = "http://127.0.0.1:3400";

  beforeAll(async () => {
    service = await startRealtime(0, { redisUrl: null, origins: { trusted: [], followHost: { appPort: 3400 }, onVercel: false }, liveWind: false });
    strict = await startRealtime(0, { redisUrl: null, origins: { trusted: ["https://alize.example"], followHost: null, onVercel: false }, liveWind: false });
  });
  afterAll(async () => {
    await service?.close();
    await strict?.close();
  });

  it("accepts the page opened as http://127.0.0.1:3400, on both transports", async () => {
    const user = await createUser();
    for (const transport of ["websocket", "polling"] as const) {
      const socket = await connectRaw(serviceUrl(service.port), { token: tokenFor(user) }, { origin: APP, transport });
      expect(socket.connected).toBe(true);
      socket.close();
    }
    expect(await pollingHandshake(serviceUrl(service.port), APP)).toEqual({ status: 200, allowOrigin: APP });
  });

  it("refuses a foreign origin on both transports", async () => {
    const user = await createUser();
    for (const origin of ["https://pirate.example", "http://127.0.0.1:4000", "http://localhost:3400"]) {
      for (const transport of ["websocket", "polling"] as const) {
        await expect(connectRaw(serviceUrl(service.port), { token: tokenFor(user) }, { origin, transport }), `${origin} ${transport}`).rejects.toThrow();
      }
      const answer = await pollingHandshake(serviceUrl(service.port), origin);
      expect(answer.status).toBe(403);
      expect(answer.allowOrigin).toBeUndefined();
    }
  });

  it("with APP_URL set, stays strict: the same page on 127.0.0.1 is refused", async () => {
    const user = await createUser();
    await expect(connectRaw(serviceUrl(strict.port), { token: tokenFor(user) }, { origin: APP })).rejects.toThrow();
    expect((await pollingHandshake(serviceUrl(strict.port), APP)).status).toBe(403);
    const ok = await connectRaw(serviceUrl(strict.port), { token: tokenFor(user) }, { origin: "https://alize.example" });
    expect(ok.connected).toBe(true);
    ok.close();
  });
});

