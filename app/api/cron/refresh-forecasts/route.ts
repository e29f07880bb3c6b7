import { evaluateAllAndDeliver } from "@/lib/3-features/alerts/run";
import { purgeExpired } from "@/lib/4-edge/auth/purge";
import { refreshAllForecasts } from "@/lib/3-features/forecast-refresh/batch";
import { api } from "@/lib/4-edge/http/handler";
import { pollStations } from "@/lib/3-features/live-wind/poll";
import { refreshAllSkills } from "@/lib/3-features/models/skill";

// 25 spots a request, 4 requests at a time: a few seconds against Open-Meteo; the platform's default limit may be shorter.
export const maxDuration = 60;

/**
 * For a scheduler (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`): refreshes every forecast whose models
 * have a new run (docs/decisions/0022-refresh-budget.md) and every tide older than a day, polls the live wind stations (at most once a minute for the
 * deployment: on Vercel no realtime service polls them), evaluates the alerts of every spot that has one and
 * sends the due messages (the job queue's work, inline, since no worker runs on Vercel), recomputes the
 * models' skill at every spot with a station (the queue's models-skill job), purges expired
 * sessions, tokens and counters, and answers the counts. 404 while CRON_SECRET is unset.
 */
const handle = api.cron.handle(async ({ db }) => {
  const report = await refreshAllForecasts(db);
  const alerts = await evaluateAllAndDeliver(db);
  const liveWind = (await pollStations(db)).status;
  const skill = await refreshAllSkills(db);
  const purged = await purgeExpired(db);
  return Response.json({ ...report, alerts, liveWind, skill, purged }, { headers: { "cache-control": "no-store" } });
});

export const GET = handle;
export const POST = handle;
