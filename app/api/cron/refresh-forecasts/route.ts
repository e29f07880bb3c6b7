import crypto from "node:crypto";
import { getDb } from "@/db/client";
import { refreshAllForecasts } from "@/lib/forecast-data/batch";
import { env } from "@/lib/env";
import { AppError, Unauthorized } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";

// Every spot at 4 at a time: a few seconds against Open-Meteo; the platform's default limit may be shorter.
export const maxDuration = 60;

const NOT_CONFIGURED = "Le rafraîchissement planifié n'est pas configuré (CRON_SECRET).";

function authorized(header: string | null, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * For a scheduler (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`): refreshes every forecast older
 * than 50 minutes and every tide older than a day, and answers the counts. 503 while CRON_SECRET is unset.
 */
async function handle(req: Request): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret) throw new AppError(503, NOT_CONFIGURED);
  if (!authorized(req.headers.get("authorization"), secret)) throw new Unauthorized("Accès réservé au planificateur.");
  const report = await refreshAllForecasts(getDb());
  return json(report, { headers: { "cache-control": "no-store" } });
}

export const GET = route(handle);
export const POST = route(handle);
