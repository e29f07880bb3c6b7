import type { Db } from "../../../db/client";
import { purgeRateLimits } from "../../2-stores/rate-limits/database";
import { purgeResetTokens } from "../../2-stores/users/reset-tokens";
import { purgeLoginLinks } from "../../2-stores/users/login-links";
import { purgeExpiredSessions } from "../../2-stores/users/sessions";

/** How often a long-lived process (scripts/web-server.ts) purges; the cron route purges on its own schedule. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type Purged = { rateLimits: number; resetTokens: number; loginLinks: number; sessions: number; verifications: number };

/**
 * Deletes what can no longer matter: rate-limit counters past their expiry (every limiter of the app), reset tokens and
 * login links that are spent or expired, expired sessions and Better Auth verifications. Safe to run from several places.
 */
export async function purgeExpired(db: Db): Promise<Purged> {
  const rateLimits = await purgeRateLimits(db);
  const resetTokens = await purgeResetTokens(db);
  const loginLinks = await purgeLoginLinks(db);
  return { rateLimits, resetTokens, loginLinks, ...(await purgeExpiredSessions(db)) };
}
