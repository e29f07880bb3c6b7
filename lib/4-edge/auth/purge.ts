import { lt, or, sql, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passwordResetTokens, sessions, verifications } from "../../../db/schema";
import { purgeRateLimits } from "../../2-stores/rate-limits/database";

/** How often a long-lived process (scripts/web-server.ts) purges; the cron route purges on its own schedule. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type Purged = { rateLimits: number; resetTokens: number; sessions: number; verifications: number };

/**
 * Deletes what can no longer matter: rate-limit counters past their expiry (every limiter of the app), reset tokens that
 * are spent or expired, expired sessions and Better Auth verifications. Safe to run from several places.
 */
export async function purgeExpired(db: Db): Promise<Purged> {
  const now = sql`now()`;
  const limits = await purgeRateLimits(db);
  const tokens = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), eq(passwordResetTokens.used, 1)))
    .returning({ id: passwordResetTokens.id });
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const expiredVerifications = await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
  return {
    rateLimits: limits,
    resetTokens: tokens.length,
    sessions: expiredSessions.length,
    verifications: expiredVerifications.length,
  };
}
