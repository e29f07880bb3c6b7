import crypto from "node:crypto";
import net from "node:net";

/*
 * The client IP behind every per-IP limit. A client must never choose it:
 * - TRUSTED_PROXY unset: the TCP peer address, which the app's own server (scripts/web-server.ts) writes into
 *   a private header after deleting whatever the client sent under that name. The value carries a random
 *   token known only to this process, so the header means nothing when another server (plain `next start`)
 *   runs the app: then every client shares one bucket, which is strict but cannot be bypassed.
 * - TRUSTED_PROXY=vercel (the default on Vercel): Vercel's own x-real-ip / x-vercel-forwarded-for, which its
 *   edge overwrites.
 * - TRUSTED_PROXY=N (1, 2…): N proxies of ours each append the address they saw to X-Forwarded-For; the client
 *   is the Nth address from the right. Whatever the client wrote further left is ignored.
 */
export const CLIENT_IP_HEADER = "x-alize-client-ip";
/** The shared bucket when the address cannot be known. */
export const UNKNOWN_IP = "inconnue";

export type TrustedProxy = { kind: "none" } | { kind: "vercel" } | { kind: "hops"; hops: number };

export const TRUSTED_PROXY_INVALID =
  "La variable d'environnement TRUSTED_PROXY est invalide : attendu « vercel » ou un nombre de proxys (1, 2…).";

export function parseTrustedProxy(value: string | undefined, onVercel = false): TrustedProxy {
  const v = value?.trim().toLowerCase() ?? "";
  if (v === "") return onVercel ? { kind: "vercel" } : { kind: "none" };
  if (v === "vercel") return { kind: "vercel" };
  if (/^[1-9]$/.test(v)) return { kind: "hops", hops: Number(v) };
  throw new Error(TRUSTED_PROXY_INVALID);
}

function trustedProxy(): TrustedProxy {
  return parseTrustedProxy(process.env.TRUSTED_PROXY, process.env.VERCEL === "1");
}

/** "::ffff:203.0.113.7" → "203.0.113.7"; an IPv6 address → its /64 (one subscriber holds a whole /64). */
export function normalizeIp(raw: string | undefined | null): string | null {
  let ip = (raw ?? "").trim();
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) ip = ip.slice(7);
  if (net.isIPv4(ip)) return ip;
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
  return null;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right].map((g) => g.padStart(4, "0").toLowerCase());
}

/* The process token: created by the server that stamps requests, read by the handlers of the same process. */
type Holder = { __alizeClientIpToken?: string };
const holder = globalThis as Holder;

function stampToken(): string {
  holder.__alizeClientIpToken ??= crypto.randomBytes(18).toString("base64url");
  return holder.__alizeClientIpToken;
}

/** The private header's value for this address (the server writes it; handler tests send it). */
export function clientIpHeaderValue(ip: string): string {
  return `${stampToken()} ${ip}`;
}

/** For the app's server: whatever the client sent under the private name goes, the socket's address comes in. */
export function stampClientIp(headers: Record<string, string | string[] | undefined>, remoteAddress: string | undefined): void {
  delete headers[CLIENT_IP_HEADER];
  const ip = normalizeIp(remoteAddress);
  if (ip) headers[CLIENT_IP_HEADER] = clientIpHeaderValue(ip);
}

function stampedIp(headers: Headers): string | null {
  const token = holder.__alizeClientIpToken;
  const value = headers.get(CLIENT_IP_HEADER);
  if (!token || !value) return null;
  const [given = "", ip] = value.split(" ");
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return normalizeIp(ip);
}

/** The address the per-IP limits count, chosen as described at the top of this file. */
export function clientIp(headers: Headers, proxy: TrustedProxy = trustedProxy()): string {
  if (proxy.kind === "vercel") {
    const vercel = normalizeIp(headers.get("x-real-ip")) ?? normalizeIp(headers.get("x-vercel-forwarded-for")?.split(",")[0]);
    if (vercel) return vercel;
  } else if (proxy.kind === "hops") {
    const hops = (headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
    const ip = hops.length >= proxy.hops ? normalizeIp(hops[hops.length - proxy.hops]) : null;
    if (ip) return ip;
  }
  return stampedIp(headers) ?? UNKNOWN_IP;
}
