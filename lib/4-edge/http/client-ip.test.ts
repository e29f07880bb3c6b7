import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_IP_HEADER,
  clientIp,
  clientIpHeaderValue,
  normalizeIp,
  parseTrustedProxy,
  stampClientIp,
  TRUSTED_PROXY_INVALID,
  UNKNOWN_IP,
} from "./client-ip";

const NONE = { kind: "none" } as const;
const forged = { "x-real-ip": "198.51.100.7", "x-forwarded-for": "198.51.100.8, 198.51.100.9", "x-vercel-forwarded-for": "198.51.100.10" };

describe("clientIp without a trusted proxy", () => {
  it("ignores X-Real-IP and X-Forwarded-For: a client cannot choose its address", () => {
    expect(clientIp(new Headers(forged), NONE)).toBe(UNKNOWN_IP);
    const stamped = new Headers({ ...forged, [CLIENT_IP_HEADER]: clientIpHeaderValue("203.0.113.5") });
    expect(clientIp(stamped, NONE)).toBe("203.0.113.5");
  });

  it("ignores the private header when it does not carry this process's token", () => {
    clientIpHeaderValue("127.0.0.1"); // the token exists
    for (const value of ["203.0.113.5", "x 203.0.113.5", " 203.0.113.5", "203.0.113.5 203.0.113.5"]) {
      expect(clientIp(new Headers({ [CLIENT_IP_HEADER]: value }), NONE)).toBe(UNKNOWN_IP);
    }
  });

  it("reads TRUSTED_PROXY from the environment when not given", () => {
    const saved = process.env.TRUSTED_PROXY;
    try {
      delete process.env.TRUSTED_PROXY;
      expect(clientIp(new Headers(forged))).toBe(UNKNOWN_IP);
      process.env.TRUSTED_PROXY = "1";
      expect(clientIp(new Headers(forged))).toBe("198.51.100.9");
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY;
      else process.env.TRUSTED_PROXY = saved;
    }
  });
});

describe("clientIp behind a trusted proxy", () => {
  it("vercel: Vercel's x-real-ip, else x-vercel-forwarded-for", () => {
    const vercel = parseTrustedProxy("vercel");
    expect(clientIp(new Headers(forged), vercel)).toBe("198.51.100.7");
    expect(clientIp(new Headers({ "x-vercel-forwarded-for": "198.51.100.10, 10.0.0.1" }), vercel)).toBe("198.51.100.10");
  });

  it("N hops: the Nth address from the right of X-Forwarded-For, whatever the client wrote on the left", () => {
    const xff = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.1, 10.0.0.2" });
    expect(clientIp(xff, parseTrustedProxy("1"))).toBe("10.0.0.2");
    expect(clientIp(xff, parseTrustedProxy("2"))).toBe("203.0.113.1");
    // Fewer hops than proxies: the header is not what our proxies wrote; fall back to the socket.
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6" }), parseTrustedProxy("2"))).toBe(UNKNOWN_IP);
  });

  it("parses TRUSTED_PROXY, defaults to vercel on Vercel, and refuses anything else in French", () => {
    expect(parseTrustedProxy(undefined)).toEqual(NONE);
    expect(parseTrustedProxy("")).toEqual(NONE);
    expect(parseTrustedProxy(undefined, true)).toEqual({ kind: "vercel" });
    expect(parseTrustedProxy(" Vercel ")).toEqual({ kind: "vercel" });
    expect(parseTrustedProxy("2")).toEqual({ kind: "hops", hops: 2 });
    for (const bad of ["0", "yes", "true", "-1", "1.5"]) expect(() => parseTrustedProxy(bad)).toThrow(TRUSTED_PROXY_INVALID);
  });
});

describe("normalizeIp", () => {
  it("unwraps IPv4-mapped IPv6, keeps IPv4, groups IPv6 by /64, refuses garbage", () => {
    expect(normalizeIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeIp(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(normalizeIp("2001:db8:1:2:3:4:5:6")).toBe("2001:0db8:0001:0002::/64");
    expect(normalizeIp("2001:db8:1:2::9")).toBe("2001:0db8:0001:0002::/64");
    expect(normalizeIp("::1")).toBe("0000:0000:0000:0000::/64");
    expect(normalizeIp("not-an-ip")).toBeNull();
    expect(normalizeIp("1.2.3.4; drop table")).toBeNull();
    expect(normalizeIp(undefined)).toBeNull();
  });
});

/* The app's server in small: the same stamping in front of a handler that answers the address it sees. */
describe("a server that stamps the socket address", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      stampClientIp(req.headers, req.socket.remoteAddress);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      res.end(clientIp(headers, NONE));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers the TCP peer whatever the client sends, the private header included", async () => {
    for (let i = 0; i < 20; i++) {
      const headers = { ...forged, "x-real-ip": `198.51.100.${i}`, [CLIENT_IP_HEADER]: clientIpHeaderValue(`203.0.113.${i}`) };
      expect(await (await fetch(url, { headers })).text()).toBe("127.0.0.1");
    }
  });
});
