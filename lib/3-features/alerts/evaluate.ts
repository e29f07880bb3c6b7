import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertDeliveries, alertWindows, alerts } from "../../../db/schema";
import { activeAlertsOn, type WatchingAlert } from "../../2-stores/alerts/store";
import { loadTides } from "../../2-stores/tides/tides";
import { spotWindHours } from "../../2-stores/forecasts/weather";
import { waitForSpotLock, type Tx } from "../../2-stores/db-locks";
import { NotFound } from "../../0-base/errors";
import { HOUR_MS } from "../../1-domain/verdict/daylight";
import { judgeHour, type HourFacts } from "../../1-domain/verdict/hour";
import { spotKnowledge, type KnowledgeReader } from "../../2-stores/spots/knowledge";
import { spotHourFacts } from "../../1-domain/verdict/spot-hours";
import { modelSamples } from "../verdicts/model-samples";
import { wavesFor } from "../verdicts/spot-verdicts";
import { heightsFromExtremes } from "../../1-domain/verdict/tide-heights";
import type { VerdictSpot } from "../../1-domain/verdict/types";
import { DAY_MS, goRuns, onAlertDays, parisWeekday, type FoundWindow } from "../../1-domain/alerts/find";
import { matchWindows, type AnnouncedSpan } from "../../1-domain/alerts/match";
import { summarize, type AlertHour, type HighWater } from "../../1-domain/alerts/summary";

/*
 * Alerts of one spot after a forecast refresh (issue 13). The spot's hour facts (forecast, sun, sectors, tide
 * heights) are computed once; each alert then only judges them with its own wind range and its owner's level,
 * so the cost grows with spots × alerts, never riders × spots × hours. The changes are written in one short
 * transaction under the spot's advisory lock: two evaluations of a spot (the queue and the cron route, two
 * instances) never announce the same window twice.
 */
export const ALERTS_LOCK_NAMESPACE = 0x414c5254; // "ALRT"
const LOCK_WAIT_MS = 30_000;

export type EvaluateDeps = { knowledge?: KnowledgeReader };
export type EvaluateReport = {
  /** Active alerts of the spot. */
  alerts: number;
  /** Windows announced now, followed (same window), cancelled. */
  opened: number;
  kept: number;
  cancelled: number;
  /** Outbox rows written (open and cancel messages). */
  deliveries: number;
};

const none = (alertCount = 0): EvaluateReport => ({ alerts: alertCount, opened: 0, kept: 0, cancelled: 0, deliveries: 0 });

type SpotHours = { spot: VerdictSpot; facts: HourFacts[]; weekdays: number[]; highWaters: HighWater[] };

/** The spot's facts from the start of the current hour, over as many days as the farthest alert looks. */
async function spotHours(db: Db, spotId: number, now: Date, days: number, deps: EvaluateDeps): Promise<SpotHours | null> {
  let spot: VerdictSpot;
  try {
    spot = await (deps.knowledge ?? spotKnowledge)(db, spotId);
  } catch (error) {
    if (error instanceof NotFound) return null; // no knowledge, no verdict: nothing to announce
    throw error;
  }
  const from = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const until = new Date(from.getTime() + days * DAY_MS);
  const [rows, tides, models, waveAt] = await Promise.all([
    spotWindHours(db, spotId, from, until),
    loadTides(db, spotId, { now: () => now }),
    modelSamples(db, spotId, now),
    wavesFor(db, spotId, spot.knowledge.waterBody, now),
  ]);
  const facts = spotHourFacts(spot, rows, heightsFromExtremes(tides), waveAt, models);
  return {
    spot,
    facts,
    weekdays: facts.map((f) => parisWeekday(f.time)),
    highWaters: tides.flatMap((t) => (t.type === "high" && t.coefficient !== null ? [{ time: t.tideTime.getTime(), coefficient: t.coefficient }] : [])),
  };
}

/**
 * The alert's windows in the spot's hours. Only hours of full daylight without a ban can be « go » (night is
 * « no », the first and last hours of light « marginal »): the others are not judged at all. Hours run a day
 * past the lead days, so a window starting just before that limit is found whole.
 */
function windowsOf(alert: WatchingAlert, h: SpotHours, now: Date): FoundWindow<AlertHour>[] {
  // The alert's own range with its owner's kit; a gust limit never set follows the alert's maximum, as the rider's follows theirs.
  const prefs = {
    windMinKn: alert.minWindKn,
    windMaxKn: alert.maxWindKn,
    level: alert.level,
    gustMaxKn: alert.gustMaxKn ?? alert.maxWindKn,
    weightKg: alert.weightKg,
    kites: alert.kites,
    saved: true,
  };
  const until = now.getTime() + (alert.leadDays + 1) * DAY_MS;
  const judged: AlertHour[] = [];
  for (let i = 0; i < h.facts.length; i++) {
    const f = h.facts[i]!;
    if (f.time >= until) break;
    if (f.light !== "day" || f.ban || !onAlertDays(alert.days, h.weekdays[i]!)) continue;
    const hour = judgeHour(f, h.spot.knowledge, prefs);
    if (hour.verdict === "go") judged.push(Object.assign(hour, { heightM: f.heightM }));
  }
  return goRuns(judged, alert.minHours);
}

/** Evaluates every active alert of a spot at `now` and writes what changed; counts for the logs and the cron. */
export async function evaluateSpotAlerts(db: Db, spotId: number, now = new Date(), deps: EvaluateDeps = {}): Promise<EvaluateReport> {
  const watching = await activeAlertsOn(db, spotId);
  if (!watching.length) return none();
  const farthest = Math.max(...watching.map((a) => a.leadDays)) + 1;
  const hours = await spotHours(db, spotId, now, farthest, deps);
  if (!hours) return none(watching.length);
  const found = new Map(watching.map((a) => [a.id, windowsOf(a, hours, now)]));

  return db.transaction(async (tx) => {
    if (!(await waitForSpotLock(tx, ALERTS_LOCK_NAMESPACE, spotId, LOCK_WAIT_MS))) {
      throw new Error(`[alertes] spot ${spotId} : une autre évaluation tient le verrou depuis ${LOCK_WAIT_MS} ms`);
    }
    const announced = await tx
      .select({ id: alertWindows.id, alertId: alertWindows.alertId, startsAt: alertWindows.startsAt, endsAt: alertWindows.endsAt })
      .from(alertWindows)
      .where(and(inArray(alertWindows.alertId, [...found.keys()]), isNull(alertWindows.cancelledAt), gt(alertWindows.endsAt, now)));
    const byAlert = new Map<number, AnnouncedSpan[]>();
    for (const w of announced) byAlert.set(w.alertId, [...(byAlert.get(w.alertId) ?? []), w]);

    const kept: { id: number; window: FoundWindow<AlertHour> }[] = [];
    const opened: { alert: WatchingAlert; window: FoundWindow<AlertHour> }[] = [];
    const cancelled: AnnouncedSpan[] = [];
    for (const alert of watching) {
      const changes = matchWindows(byAlert.get(alert.id) ?? [], found.get(alert.id)!, now, alert.leadDays);
      for (const k of changes.kept) kept.push({ id: k.announced.id, window: k.found });
      for (const w of changes.opened) opened.push({ alert, window: w });
      cancelled.push(...changes.cancelled);
    }
    const report = none(watching.length);
    report.kept = kept.length;
    await follow(tx, kept, hours.highWaters, now);
    Object.assign(report, await announce(tx, opened, hours.highWaters, now));
    const cancels = await cancel(tx, cancelled, now);
    report.cancelled = cancelled.length;
    report.deliveries += cancels;
    return report;
  });
}

/** The same windows again: their times and summary follow the new forecast; nothing is sent. One statement. */
async function follow(tx: Tx, kept: { id: number; window: FoundWindow<AlertHour> }[], highWaters: HighWater[], now: Date): Promise<void> {
  if (!kept.length) return;
  const rows = kept.map(({ id, window }) => ({
    id,
    s: window.startsAt.toISOString(),
    e: window.endsAt.toISOString(),
    summary: summarize(window, highWaters),
  }));
  await tx.execute(sql`
    update ${alertWindows} as w
    set starts_at = (v->>'s')::timestamptz, ends_at = (v->>'e')::timestamptz, summary = v->'summary', last_seen_at = ${now}
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as v
    where w.id = (v->>'id')::int`);
}

/**
 * New windows, each with its messages to send: an e-mail and/or a notification, as the alert asks (read in the
 * same statement). One statement for the spot, its rows passed as one JSON parameter: ten thousand alerts
 * cost 150 statements, not ten thousand.
 */
async function announce(
  tx: Tx,
  opened: { alert: WatchingAlert; window: FoundWindow<AlertHour> }[],
  highWaters: HighWater[],
  now: Date,
): Promise<{ opened: number; deliveries: number }> {
  if (!opened.length) return { opened: 0, deliveries: 0 };
  const rows = opened.map(({ alert, window }) => ({
    alert_id: alert.id,
    starts_at: window.startsAt.toISOString(),
    ends_at: window.endsAt.toISOString(),
    summary: summarize(window, highWaters),
  }));
  const result = await tx.execute(sql`
    with w as (
      insert into ${alertWindows} (alert_id, starts_at, ends_at, summary, created_at, last_seen_at)
      select v.alert_id, v.starts_at, v.ends_at, v.summary, ${now}, ${now}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(alert_id int, starts_at timestamptz, ends_at timestamptz, summary jsonb)
      returning id, alert_id
    )
    insert into ${alertDeliveries} (window_id, user_id, kind, channel, next_attempt_at, created_at)
    select w.id, a.user_id, 'open', c.channel, ${now}, ${now}
    from w
    join ${alerts} a on a.id = w.alert_id
    cross join (values ('email'), ('push')) as c(channel)
    where (c.channel = 'email' and a.email) or (c.channel = 'push' and a.push)
    on conflict do nothing
    returning window_id`);
  return { opened: opened.length, deliveries: result.rows.length };
}

/**
 * Windows lost by the new forecast. Where the first message is still waiting, it is dropped (the rider never
 * hears of the window); where it went out (or is going out right now), an « annulé » message follows on that
 * channel. deliver.ts sends a cancellation only once its announcement is known to be sent.
 */
async function cancel(tx: Tx, windows: AnnouncedSpan[], now: Date): Promise<number> {
  if (!windows.length) return 0;
  const ids = windows.map((w) => w.id);
  await tx.update(alertWindows).set({ cancelledAt: now }).where(inArray(alertWindows.id, ids));
  await tx
    .update(alertDeliveries)
    .set({ status: "skipped", lastError: "créneau annulé avant l'envoi" })
    .where(and(inArray(alertDeliveries.windowId, ids), eq(alertDeliveries.kind, "open"), eq(alertDeliveries.status, "pending")));
  const announcedOn = await tx
    .select({ windowId: alertDeliveries.windowId, userId: alertDeliveries.userId, channel: alertDeliveries.channel })
    .from(alertDeliveries)
    .where(and(inArray(alertDeliveries.windowId, ids), eq(alertDeliveries.kind, "open"), inArray(alertDeliveries.status, ["sent", "sending"])));
  if (!announcedOn.length) return 0;
  await tx
    .insert(alertDeliveries)
    .values(announcedOn.map((d) => ({ ...d, kind: "cancel" as const, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing();
  return announcedOn.length;
}
