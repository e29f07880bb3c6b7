import "server-only";
import crypto from "node:crypto";
import { and, eq, gt, like, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { accounts, passwordResetTokens, rateLimits, sessions, users } from "../../../db/schema";
import { clientIp } from "../http/client-ip";
import { Invalid, RateLimited } from "../../0-base/errors";
import { resetPasswordEmail } from "../../1-domain/mail/reset-email";
import { MESSAGES } from "../../1-domain/validation/auth";
import { ACCOUNT_TEXTS } from "../../1-domain/validation/auth-rules";
import { sendMail } from "../../2-stores/mail/send";
import { linkOrigin } from "./app-origin";
import { getAuth } from "./auth";
import { isLimited, reserve } from "../../2-stores/rate-limits/database";
import { loginKeys, RESET_REQUEST_EMAIL_LIMIT, RESET_REQUEST_IP_LIMIT } from "./limits";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_SENT_MESSAGE = "Si l'adresse email est associée à un compte, un email de réinitialisation a été envoyé.";
export const RESET_INVALID_MESSAGE = MESSAGES.resetLinkInvalid;
export const RESET_DONE_MESSAGE = ACCOUNT_TEXTS.resetDone;
/** Also read by the owner whom a stranger kept out: the links already sent stay good for an hour. */
export const TOO_MANY_RESETS =
  "Trop de demandes de réinitialisation. Si un e-mail vous a déjà été envoyé, son lien reste valable une heure ; sinon, réessayez dans quelques minutes.";

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
    throw new RateLimited(TOO_MANY_RESETS, RESET_REQUEST_EMAIL_LIMIT.windowSeconds);
  }
  // Counted atomically: parallel requests cannot slip past either limit.
  const allowed = (await reserve(db, [emailKey], RESET_REQUEST_EMAIL_LIMIT)) && (await reserve(db, [ipKey], RESET_REQUEST_IP_LIMIT));
  if (!allowed) throw new RateLimited(TOO_MANY_RESETS, RESET_REQUEST_EMAIL_LIMIT.windowSeconds);
  const origin = linkOrigin(reqHeaders);
  return () => createAndMailResetToken(db, email, origin);
}

/** The work done after the answer: nothing at all when no account has this address. */
export async function createAndMailResetToken(db: Db, email: string, origin: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await sendMail(resetPasswordEmail(email, user.displayUsername || user.username, `${origin}/reset-password?token=${token}`));
}

function usable(tokenHash: string) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.used, 0),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const rows = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(sha256(token))).limit(1);
  return rows.length > 0;
}

/** Spends the token (atomically: a second use finds it used), sets the password, ends every session. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  // A forged or spent token is refused before argon2 runs: guessing costs the server nothing.
  if (!(await isResetTokenValid(db, token))) throw new Invalid(RESET_INVALID_MESSAGE);
  const hash = await (await getAuth().$context).password.hash(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used: 1 })
      .where(usable(sha256(token)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new Invalid(RESET_INVALID_MESSAGE);
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, spent.userId), eq(accounts.providerId, "credential")));
    // Any other link sent earlier dies with this reset, and so does every open session.
    await tx.update(passwordResetTokens).set({ used: 1 }).where(eq(passwordResetTokens.userId, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    // Whoever holds the mailbox is the owner: the login limits on the account start afresh.
    const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, spent.userId));
    if (owner) {
      const keys = loginKeys(owner.username, "");
      const startingWith = (prefix: string) => like(rateLimits.key, `${prefix.replace(/[\\%_]/g, "\\$&")}%`);
      await tx.delete(rateLimits).where(or(eq(rateLimits.key, keys.account), startingWith(keys.pair), startingWith(keys.device)));
    }
  });
}
