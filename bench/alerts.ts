/**
 * Alerts: 10,000 alerts over 150 spots, evaluated after a refresh of every spot.
 * A throwaway database gets 150 spots with their knowledge, 2,000 riders with 5 alerts each (various wind
 * ranges, durations, days and lead days; 30 % also by notification). Then, timed apart:
 *   1. the refresh of every spot (lib/3-features/forecast-refresh/batch, an in-process provider: no network) and its tides;
 *   2. the evaluation of every spot's alerts (lib/3-features/alerts/run evaluateSpots: what the queue or the cron runs),
 *      which writes the windows and the outbox;
 *   3. the delivery sweep (deliverDue) with a mailer that only counts: the e-mails that would be sent once the
 *      daily cap (3 per rider) is applied;
 *   4. the next hour: a refresh with the same forecast and a second evaluation (every window followed, none sent).
 * Target: step 2 < 5 s on this machine.
 * Run: npx tsx bench/alerts.ts   (TEST_DATABASE_URL set → a throwaway PostgreSQL database, else PGlite).
 */
import crypto from "node:crypto";
import { count, eq, and } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import { alertDeliveries, alerts, spots, users } from "../db/schema";
import { throwawayDatabase } from "../db/throwaway";
import { ALERT_DAYS } from "../lib/1-domain/alerts/days";
import { deliverDue } from "../lib/3-features/alerts/deliver";
import { evaluateSpots } from "../lib/3-features/alerts/run";
import { spotsWithActiveAlerts } from "../lib/2-stores/alerts/store";
import { refreshAllForecasts } from "../lib/3-features/forecast-refresh/batch";
import type { ForecastSource } from "../lib/3-features/forecast-refresh/refresh";
import { parisDayStart } from "../lib/0-base/time";
import { FORECAST_DAYS, type ForecastHour } from "../lib/2-stores/open-meteo/open-meteo";
import { setKnowledge } from "../tests/support/knowledge";
import { westBeach } from "../tests/support/verdict";
import { MS_TO_KNOTS } from "../lib/1-domain/wind/knots";
import { verdict } from "./lib/stats";

const SPOTS = 150;
const RIDERS = 2_000;
const ALERTS_PER_RIDER = 5;
const TARGET_MS = 5_000;
const POOL_SIZE = 8;
const HOUR_MS = 3_600_000;
const log = (line = "") => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace(".", ",")} s`;

const orientationOf = (i: number) => (i * 37) % 360;

/**
 * A week of wind at spot i: a few days blow onshore for some hours of the afternoon, at strengths that
 * differ from spot to spot; the rest is light. Deterministic, so every run measures the same work.
 */
function source(now: Date): ForecastSource {
  const first = parisDayStart(now).getTime();
  const indexOf = new Map<number, number>();
  return async (spot) => {
    const i = indexOf.get(spot.id) ?? spot.id;
    const hours = Array.from({ length: FORECAST_DAYS * 24 }, (_, h): ForecastHour => {
      const day = Math.floor(h / 24);
      const hourOfDay = h % 24;
      const windy = (day + i) % 3 !== 0 && hourOfDay >= 10 && hourOfDay < 10 + 3 + ((i + day) % 6);
      const kn = windy ? 12 + ((i * 7 + day * 5) % 20) : 6;
      return {
        forecastDate: new Date(first + h * HOUR_MS),
        temperature: 15,
        windSpeed: kn / MS_TO_KNOTS,
        windDirection: (orientationOf(i) + ((day * 13) % 50) - 25 + 360) % 360,
        windGust: (kn + 5) / MS_TO_KNOTS,
        humidity: 70,
        weatherCode: 1,
        description: "Peu nuageux",
        model: "bench",
      };
    });
    return { blend: { hours }, models: {} };
  };
}

async function seed(db: Db): Promise<number[]> {
  const spotRows = await db
    .insert(spots)
    .values(
      Array.from({ length: SPOTS }, (_, i) => ({
        name: `Banc ${i}`,
        description: "Spot du banc",
        latitude: 43 + (i % 80) / 10,
        longitude: -4 + (i % 100) / 10,
        hydrographicZero: 0,
        hydrographicSource: "aucun",
      })),
    )
    .returning({ id: spots.id });
  const spotIds = spotRows.map((r) => r.id);
  for (const [i, id] of spotIds.entries()) {
    await setKnowledge(db, id, { ...westBeach, orientation: orientationOf(i), rideableSectors: [{ from: (orientationOf(i) + 270) % 360, to: (orientationOf(i) + 90) % 360 }], offshoreSectors: [] });
  }
  const tag = crypto.randomBytes(3).toString("hex");
  const riderRows = await db
    .insert(users)
    .values(Array.from({ length: RIDERS }, (_, i) => ({ username: `banc${tag}${i}`, email: `banc${tag}${i}@example.fr`, level: i % 7 ? ("intermédiaire" as const) : ("confirmé" as const) })))
    .returning({ id: users.id });
  const rows = riderRows.flatMap(({ id: userId }, r) =>
    Array.from({ length: ALERTS_PER_RIDER }, (_, k) => {
      const n = r * ALERTS_PER_RIDER + k;
      const minWindKn = 10 + (n % 9);
      return {
        userId,
        spotId: spotIds[(r * 7 + k * 31) % SPOTS]!,
        minWindKn,
        maxWindKn: minWindKn + 12 + (n % 10),
        minHours: 1 + (n % 4),
        days: ALERT_DAYS[n % 3]!,
        leadDays: 1 + (n % 7),
        email: true,
        push: n % 10 < 3,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 2_000) await db.insert(alerts).values(rows.slice(i, i + 2_000));
  return spotIds;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await work();
  return [result, performance.now() - t0];
}

async function main() {
  const throwaway = await throwawayDatabase("alize_bench_alerts");
  // The modules read their configuration from the environment: this database, no job queue (nothing works it here).
  Object.assign(process.env, { DATABASE_URL: throwaway.url, BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"), BACKGROUND_JOBS: "off" });
  const { db, pool, close } = createDb(throwaway.url, POOL_SIZE);
  try {
    await runMigrations(pool);
    await seed(db);
    const [{ value: alertCount }] = await db.select({ value: count() }).from(alerts);
    log(`== Alertes : ${alertCount} alertes de ${RIDERS} riders sur ${SPOTS} spots ; ${throwaway.kind}`);

    const now = new Date();
    const batch = { source: source(now), budget: null, concurrency: 4 };
    const [refresh, refreshMs] = await timed(() => refreshAllForecasts(db, batch));
    log(`   1. rafraîchissement de chaque spot (prévisions ${refresh.refreshed}/${refresh.spots}, marées ${refresh.tides}) : ${seconds(refreshMs)}`);

    const spotIds = await spotsWithActiveAlerts(db);
    const [evaluation, evaluationMs] = await timed(() => evaluateSpots(db, spotIds, now));
    const [{ value: pendingEmails }] = await db
      .select({ value: count() })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.channel, "email"), eq(alertDeliveries.status, "pending")));
    log(
      `   2. évaluation des alertes de ${evaluation.spots} spots : ${seconds(evaluationMs)} (cible < ${seconds(TARGET_MS)}) ${verdict(evaluationMs < TARGET_MS && evaluation.errors === 0)}`,
    );
    log(`      ${evaluation.opened} créneaux annoncés, ${evaluation.deliveries} messages à envoyer dont ${pendingEmails} e-mails ; ${evaluation.errors} erreur(s)`);

    let wouldSend = 0;
    const deps = { sendMail: async () => void wouldSend++, sendPush: async () => ({ subscriptions: 1, delivered: 1, gone: 0, refused: 0, limited: 0, failed: 0 }) };
    const [delivery, deliveryMs] = await timed(() => deliverDue(db, now, deps));
    log(`   3. envoi (e-mails comptés, non envoyés) : ${seconds(deliveryMs)} ; ${wouldSend} e-mails seraient envoyés, ${delivery.skipped} messages écartés (plafond de 3 e-mails par rider et par jour), ${delivery.sent - wouldSend} notifications`);

    const nextHour = new Date(now.getTime() + HOUR_MS);
    await refreshAllForecasts(db, { ...batch, maxAgeMs: 0 });
    const [again, againMs] = await timed(() => evaluateSpots(db, spotIds, nextHour));
    log(`   4. heure suivante, même prévision : évaluation ${seconds(againMs)} ; ${again.kept} créneaux suivis, ${again.opened} nouveaux, ${again.cancelled} annulés, ${again.deliveries} messages`);
  } finally {
    await close();
    await throwaway.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
