import crypto from "node:crypto";
import { env } from "../../0-base/env";
import { HTTP_ERRORS, NotFound, Unauthorized } from "../../0-base/errors";

/**
 * Vercel Cron sends `Authorization: Bearer $CRON_SECRET`; 401 otherwise. While CRON_SECRET is unset the route
 * does not exist for anyone (404): nothing a client sends may produce a 5xx.
 */
export function requireCronBearer(headers: Headers): void {
  const secret = env().CRON_SECRET;
  if (!secret) throw new NotFound(HTTP_ERRORS.cronNotConfigured);
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(headers.get("authorization") ?? "");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new Unauthorized(HTTP_ERRORS.cronOnly);
}
