import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../../0-base/crypto-keys";
import { env } from "../../0-base/env";
import { DEVICE_COOKIE } from "./cookie-names";

/*
 * The device cookie (decision 0017, after OWASP's « Slow Down Online Guessing Attacks with Device Cookies »): set
 * on a browser once someone signs in on it with the right password, it names that browser (a random id) and the
 * accounts that signed in there, signed with a key derived from BETTER_AUTH_SECRET. A login attempt carrying a
 * valid one for its account comes from a known device: strangers' failures on the account do not hold it back,
 * only its own. HttpOnly, SameSite=Strict, sent to /api only, kept a year; a logout leaves it (it gives no
 * access, only a way past other people's failures with the right password).
 */
/** Sent with the API's requests only (login and registration read it), never with pages or files. */
const DEVICE_COOKIE_PATH = "/api";
export const DEVICE_COOKIE_DAYS = 365;
/** Accounts remembered per browser (a family tablet), the most recent first. */
const DEVICE_MAX_ACCOUNTS = 5;

export type Device = { id: string; accounts: string[] };

const key = () => purposeKey(env().BETTER_AUTH_SECRET, "alize device cookie v1");
const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");
const secure = () => env().APP_URL.startsWith("https://");
/** `__Secure-` over HTTPS: no page of another scheme or a plain-HTTP subdomain can set it. */
const cookieName = () => (secure() ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE);

function cookieValue(headers: Headers): string | null {
  const name = cookieName();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The browser's device, when its cookie is there and its signature right; null otherwise. */
export function readDevice(headers: Headers): Device | null {
  const value = cookieValue(headers);
  if (!value) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { d?: unknown; u?: unknown };
    if (typeof parsed.d !== "string" || !Array.isArray(parsed.u) || !parsed.u.every((u) => typeof u === "string")) return null;
    return { id: parsed.d, accounts: parsed.u as string[] };
  } catch {
    return null;
  }
}

/** Whether this request comes from a browser where `username` signed in before. */
export function isKnownDevice(device: Device | null, username: string): device is Device {
  return device !== null && device.accounts.includes(username.toLowerCase());
}

/** The Set-Cookie that remembers `username` on this browser (keeping its id and, after it, its other accounts). */
export function deviceCookie(device: Device | null, username: string): string {
  const user = username.toLowerCase();
  const next: Device = {
    id: device?.id ?? randomBytes(16).toString("base64url"),
    accounts: [user, ...(device?.accounts ?? []).filter((a) => a !== user)].slice(0, DEVICE_MAX_ACCOUNTS),
  };
  const payload = Buffer.from(JSON.stringify({ d: next.id, u: next.accounts })).toString("base64url");
  const attributes = [`Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`, `Path=${DEVICE_COOKIE_PATH}`, "HttpOnly", "SameSite=Strict"];
  if (secure()) attributes.push("Secure");
  return `${cookieName()}=${payload}.${sign(payload)}; ${attributes.join("; ")}`;
}
