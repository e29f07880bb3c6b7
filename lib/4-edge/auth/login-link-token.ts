import "server-only";
import crypto from "node:crypto";
import type { Db } from "../../../db/client";
import { RESET_TOKEN_PATTERN } from "../../1-domain/validation/auth";
import { insertLoginLink, spendLoginLink } from "../../2-stores/users/login-links";

/** A login link is valid this long, once. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new token for the rider (256 random bits; only its hash is stored): the token to mail. */
export async function createLoginLinkToken(db: Db, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await insertLoginLink(db, { userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS) });
  return token;
}

/** Spends the token (atomically: a second use finds it spent): its rider, or undefined. A malformed token costs no query. */
export async function spendLoginLinkToken(db: Db, token: string): Promise<number | undefined> {
  if (!RESET_TOKEN_PATTERN.test(token)) return undefined;
  return spendLoginLink(db, sha256(token));
}
