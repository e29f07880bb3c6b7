import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, passwordResetTokens, sessions, users } from "../../db/schema";
import { env } from "../env";
import { Invalid, RateLimited } from "../http/errors";
import { resetPasswordEmail } from "../mail/reset-email";
import { sendMail } from "../mail/send";
import { getAuth } from "./auth";
import { clientIp, hit, isLimited, RESET_REQUEST_LIMIT } from "./rate-limit";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_SENT_MESSAGE = "Si l'adresse email est associée à un compte, un email de réinitialisation a été envoyé.";
export const RESET_INVALID_MESSAGE = "Lien invalide ou expiré";
export const RESET_DONE_MESSAGE = "Votre mot de passe a été réinitialisé avec succès!";
export const TOO_MANY_RESETS = "Trop de demandes de réinitialisation. Réessayez dans quelques minutes.";

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Creates a single-use token (256 random bits; only its hash is stored) and returns the mail to send, or
 * null when no account has that address. The caller answers the same in both cases and sends the mail
 * after responding, so neither the answer nor its timing reveals whether the address has an account.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  reqHeaders: Headers,
): Promise<(() => Promise<void>) | null> {
  const keys = [`reset:ip:${clientIp(reqHeaders)}`, `reset:email:${email}`];
  if (await isLimited(db, keys, RESET_REQUEST_LIMIT)) throw new RateLimited(TOO_MANY_RESETS, RESET_REQUEST_LIMIT.windowSeconds);
  await hit(db, keys, RESET_REQUEST_LIMIT);
  const [user] = await db
    .select({ id: users.id, username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return null;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${env().APP_URL.replace(/\/$/, "")}/reset-password?token=${token}`;
  return () => sendMail(resetPasswordEmail(email, user.displayUsername || user.username, link));
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
  });
}
