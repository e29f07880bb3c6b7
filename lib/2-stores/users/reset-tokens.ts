import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passwordResetTokens } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * Password reset tokens (password_reset_tokens): only a SHA-256 of a token is stored, the token itself travels in
 * the e-mail (lib/4-edge/auth/password-reset.ts). A token is usable once, within its hour.
 */
function usable(tokenHash: string) {
  return and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.used, 0), gt(passwordResetTokens.expiresAt, sql`now()`));
}

export async function insertResetToken(db: Db, token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Whether a token with this hash is unused and unexpired. */
export async function isResetTokenUsable(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(tokenHash)).limit(1);
  return rows.length > 0;
}

/** Spends the token, atomically (a second use finds it used): its rider, or undefined when it was not usable. */
export async function spendResetToken(tx: Tx, tokenHash: string): Promise<number | undefined> {
  const [spent] = await tx.update(passwordResetTokens).set({ used: 1 }).where(usable(tokenHash)).returning({ userId: passwordResetTokens.userId });
  return spent?.userId;
}

/** Every token of the rider spent: a link mailed earlier no longer opens the account. */
export async function spendResetTokensOf(db: Db | Tx, userId: number): Promise<void> {
  await db.update(passwordResetTokens).set({ used: 1 }).where(eq(passwordResetTokens.userId, userId));
}

/** Deletes the tokens spent or expired; how many. */
export async function purgeResetTokens(db: Db): Promise<number> {
  const now = sql`now()`;
  const tokens = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), eq(passwordResetTokens.used, 1)))
    .returning({ id: passwordResetTokens.id });
  return tokens.length;
}
