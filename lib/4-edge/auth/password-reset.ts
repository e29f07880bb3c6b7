import "server-only";
import crypto from "node:crypto";
import type { Db } from "../../../db/client";
import { clientIp } from "../http/client-ip";
import { Invalid, RateLimited } from "../../0-base/errors";
import { resetPasswordEmail } from "../../1-domain/mail/reset-email";
import { MESSAGES } from "../../1-domain/validation/auth";
import { ACCOUNT_TEXTS } from "../../1-domain/validation/messages-account";
import { ACCOUNT_ERRORS } from "../../1-domain/users/messages";
import { sendMail } from "../../2-stores/mail/send";
import { linkOrigin } from "./app-origin";
import { getAuth } from "./auth";
import { forgetKeys, isLimited, reserve } from "../../2-stores/rate-limits/database";
import { setCredentialHash, userByEmail, usernameOf } from "../../2-stores/users/accounts";
import { insertResetToken, isResetTokenUsable, spendResetToken, spendResetTokensOf } from "../../2-stores/users/reset-tokens";
import { endSessionsOf } from "../../2-stores/users/sessions";
import { loginKeys, RESET_REQUEST_EMAIL_LIMIT, RESET_REQUEST_IP_LIMIT } from "./limits";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_SENT_MESSAGE = ACCOUNT_TEXTS.resetSent;
export const RESET_INVALID_MESSAGE = MESSAGES.resetLinkInvalid;
export const RESET_DONE_MESSAGE = ACCOUNT_TEXTS.resetDone;

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Checks the limits now (they apply to any address alike, so a 429 reveals nothing) and returns the rest of
 * the work — finding the account, creating a single-use token (256 random bits; only its hash is stored),
 * mailing it — for the caller to run after answering. The answer and its timing are then the same whether
 * or not the address has an account.
 */
export async function requestPasswordReset(db: Db, email: string, reqHeaders: Headers): Promise<() => Promise<void>> {
  const ipKey = `reset:ip:${clientIp(reqHeaders)}`;
  const emailKey = `reset:email:${email}`;
  // Both checked before either is counted: a request refused for its address does not use the IP's allowance.
  if ((await isLimited(db, [emailKey], RESET_REQUEST_EMAIL_LIMIT)) || (await isLimited(db, [ipKey], RESET_REQUEST_IP_LIMIT))) {
    throw new RateLimited(ACCOUNT_ERRORS.tooManyResets, RESET_REQUEST_EMAIL_LIMIT.windowSeconds);
  }
  // Counted atomically: parallel requests cannot slip past either limit.
  const allowed = (await reserve(db, [emailKey], RESET_REQUEST_EMAIL_LIMIT)) && (await reserve(db, [ipKey], RESET_REQUEST_IP_LIMIT));
  if (!allowed) throw new RateLimited(ACCOUNT_ERRORS.tooManyResets, RESET_REQUEST_EMAIL_LIMIT.windowSeconds);
  const origin = linkOrigin(reqHeaders);
  return () => createAndMailResetToken(db, email, origin);
}

/** The work done after the answer: nothing at all when no account has this address. */
async function createAndMailResetToken(db: Db, email: string, origin: string): Promise<void> {
  const user = await userByEmail(db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await insertResetToken(db, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  await sendMail(resetPasswordEmail(email, user.displayUsername || user.username, `${origin}/reset-password?token=${token}`));
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return isResetTokenUsable(db, sha256(token));
}

/** Spends the token (atomically: a second use finds it used), sets the password, ends every session. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  // A forged or spent token is refused before argon2 runs: guessing costs the server nothing.
  if (!(await isResetTokenValid(db, token))) throw new Invalid(RESET_INVALID_MESSAGE);
  const hash = await (await getAuth().$context).password.hash(password);
  await db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, sha256(token));
    if (userId === undefined) throw new Invalid(RESET_INVALID_MESSAGE);
    await setCredentialHash(tx, userId, hash);
    // Any other link sent earlier dies with this reset, and so does every open session.
    await spendResetTokensOf(tx, userId);
    await endSessionsOf(tx, userId);
    // Whoever holds the mailbox is the owner: the login limits on the account start afresh.
    const owner = await usernameOf(tx, userId);
    if (owner !== undefined) {
      const keys = loginKeys(owner, "");
      await forgetKeys(tx, keys.account, [keys.pair, keys.device]);
    }
  });
}
