import crypto from "node:crypto";
import { env } from "../../0-base/env";
import { NotFound, Unauthorized } from "../../0-base/errors";

export const CRON_NOT_CONFIGURED = "Le rafraîchissement planifié n'est pas configuré (CRON_SECRET).";
export const CRON_ONLY = "Accès réservé au planificateur.";

/**
 * Vercel Cron sends `Authorization: Bearer $CRON_SECRET`; 401 otherwise. While CRON_SECRET is unset the route
 * does not exist for anyone (404): nothing a client sends may produce a 5xx.
 */
export function requireCronBearer(headers: Headers): void {
  const secret = env().CRON_SECRET;
  if (!secret) throw new NotFound(CRON_NOT_CONFIGURED);
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(headers.get("authorization") ?? "");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new Unauthorized(CRON_ONLY);
}
