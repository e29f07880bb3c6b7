import crypto from "node:crypto";
import type { Db } from "../../../db/client";
import { sessionUserId } from "../../2-stores/users/sessions";
import { Unauthorized } from "../../0-base/errors";
import { SESSION_COOKIE_NAMES } from "./cookie-names";

/*
 * A fast path for hot read endpoints: the session token from Better Auth's signed cookie, checked here
 * (HMAC-SHA256 of the token with the auth secret, as better-call signs it) so that the endpoint can look the
 * session up in the same SQL query as its data. Everything else goes through getSession().
 */

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function sessionTokenFrom(headers: Headers, secret: string): string | null {
  const header = headers.get("cookie");
  if (!header) return null;
  for (const name of SESSION_COOKIE_NAMES) {
    const raw = readCookie(header, name);
    if (!raw) continue;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = crypto.createHmac("sha256", secret).update(token).digest();
    if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
    return token;
  }
  return null;
}

/**
 * For hot read endpoints: the signed-in user's id from the signed cookie and one indexed lookup, without
 * Better Auth's machinery (which costs more than the data these endpoints serve). 401 otherwise.
 */
export async function requireSessionUserId(db: Db, headers: Headers, secret: string): Promise<number> {
  const token = sessionTokenFrom(headers, secret);
  if (token) {
    const userId = await sessionUserId(db, token);
    if (userId !== undefined) return userId;
  }
  throw new Unauthorized();
}
