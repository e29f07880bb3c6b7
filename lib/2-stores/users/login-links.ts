import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginLinkTokens } from "../../../db/schema";

/*
 * Login link tokens (login_link_tokens): only a SHA-256 of a token is stored, the token itself travels in the e-mail
 * (lib/4-edge/auth/login-link.ts). A token opens one session, within its 15 minutes.
 */
export async function insertLoginLink(db: Db, token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(loginLinkTokens).values(token);
}

/** Spends the token atomically (a second use finds it used): its rider, or undefined when it was not usable. */
export async function spendLoginLink(db: Db, tokenHash: string): Promise<number | undefined> {
  const [spent] = await db
    .update(loginLinkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinkTokens.tokenHash, tokenHash), isNull(loginLinkTokens.usedAt), gt(loginLinkTokens.expiresAt, sql`now()`)))
    .returning({ userId: loginLinkTokens.userId });
  return spent?.userId;
}

/** Deletes the tokens spent or expired; how many. */
export async function purgeLoginLinks(db: Db): Promise<number> {
  const gone = await db
    .delete(loginLinkTokens)
    .where(or(lt(loginLinkTokens.expiresAt, sql`now()`), isNotNull(loginLinkTokens.usedAt)))
    .returning({ id: loginLinkTokens.id });
  return gone.length;
}
