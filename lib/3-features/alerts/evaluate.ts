import type { Db } from "../../../db/client";
import { activeAlertsOn, type WatchingAlert } from "../../2-stores/alerts/store";
import { announcedWindows, announceWindows, cancelWindows, followWindows } from "../../2-stores/alerts/windows";
import { loadTides } from "../../2-stores/tides/tides";
import { spotWindHours } from "../../2-stores/forecasts/weather";
import { waitForSpotLock } from "../../2-stores/db-locks";
import { NotFound } from "../../0-base/errors";
import { addParisDays, parisDayStart } from "../../0-base/time";
import { saveAlertChecks } from "../../2-stores/alerts/states";
import { WINDOW_DAYS } from "../../1-domain/verdict/windows";
import { HOUR_MS } from "../../1-domain/verdict/daylight";
import { judgeHour, type HourFacts } from "../../1-domain/verdict/hour";
import { verdictSpotOf, type KnowledgeReader } from "../../2-stores/spots/knowledge";
import { getPageSpot, type PageSpot } from "../../2-stores/spots/spot";
import { spotHourFacts } from "../../1-domain/verdict/spot-hours";
import { modelSamples } from "../verdicts/model-samples";
import { correctModelHours, currentCorrections } from "../correction/read";
import { BLEND } from "../../1-domain/weather/model-ids";
import { wavesFor } from "../verdicts/spot-verdicts";
import { heightsFromExtremes } from "../../1-domain/verdict/tide-heights";
import type { VerdictSpot } from "../../1-domain/verdict/types";
import { goRuns, onAlertDays, parisWeekday, type FoundWindow } from "../../1-domain/alerts/find";
import { matchWindows, type AnnouncedSpan } from "../../1-domain/alerts/match";
import { summarize, type AlertHour, type HighWater } from "../../1-domain/alerts/summary";

/*
 * Alerts of one spot after a forecast refresh. The spot's hour facts (forecast, sun, sectors, tide
 * heights) are computed once; each alert then only judges them with its own wind range and its owner's level,
 * so the cost grows with spots × alerts, never riders × spots × hours. The changes are written in one short
 * transaction under the spot's advisory lock: two evaluations of a spot (the queue and the cron route, two
 * instances) never announce the same window twice.
 */
const ALERTS_LOCK_NAMESPACE = 0x414c5254; // "ALRT"
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

export type SpotHours = { spot: VerdictSpot; facts: HourFacts[]; weekdays: number[]; highWaters: HighWater[] };

/** The spot's facts from the start of the current hour over `days` days (the farthest alert's, at least the week). */
export async function spotHours(db: Db, spotId: number, now: Date, days: number, deps: EvaluateDeps = {}): Promise<SpotHours | null> {
  // The spot's row, read once: its knowledge for the verdicts, its place and gauge for the tides.
  let spot: VerdictSpot;
  let row: PageSpot | undefined;
  try {
    if (deps.knowledge) spot = await deps.knowledge(db, spotId);
    else spot = verdictSpotOf((row = await getPageSpot(db, spotId)));
  } catch (error) {
    if (error instanceof NotFound) return null; // no knowledge, no verdict: nothing to announce
    throw error;
  }
  const from = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const until = addParisDays(from, days);
  const [rows, tides, corrections, waveAt] = await Promise.all([
    spotWindHours(db, spotId, from, until),
    loadTides(db, row ?? spotId, { now: () => now }),
    currentCorrections(db, spotId),
    wavesFor(db, spotId, spot.knowledge.waterBody, now),
  ]);
  // The wind as it blows here, as the forecast page shows it: the station's correction where it beat the model.
  const shown = correctModelHours(rows, BLEND, corrections);
  const models = await modelSamples(db, spotId, now, undefined, corrections);
  const facts = spotHourFacts(spot, shown.hours, heightsFromExtremes(tides), waveAt, models, shown.maeKn);
  return {
    spot,
    facts,
    weekdays: facts.map((f) => parisWeekday(f.time)),
    highWaters: tides.flatMap((t) => (t.type === "high" && t.coefficient !== null ? [{ time: t.tideTime.getTime(), coefficient: t.coefficient }] : [])),
  };
}

/** What an alert judges with: its own range with its owner's level and kit (a gust limit never set follows the alert's maximum). */
export type JudgingAlert = Pick<WatchingAlert, "minWindKn" | "maxWindKn" | "minHours" | "days" | "leadDays" | "level" | "gustMaxKn" | "weightKg" | "kites" | "kiteShift">;

/**
 * The alert's windows in the spot's hours from `fromMs` until `untilMs` (by default a day past its lead days, so
 * a window starting just before that limit is found whole). Only hours of full daylight without a ban can be
 * « go » (night is « no », the first and last hours of light « marginal »): the others are not judged at all.
 */
export function windowsOf(alert: JudgingAlert, h: SpotHours, now: Date, fromMs = -Infinity, untilMs = addParisDays(now, alert.leadDays + 1).getTime()): FoundWindow<AlertHour>[] {
  const prefs = {
    windMinKn: alert.minWindKn,
    windMaxKn: alert.maxWindKn,
    level: alert.level,
    gustMaxKn: alert.gustMaxKn ?? alert.maxWindKn,
    weightKg: alert.weightKg,
    kites: alert.kites,
    saved: true,
    // The rider's kite fits their logbook in alerts too: the windows they are told of name the kite they ride.
    kiteShift: alert.kiteShift,
  };
  const judged: AlertHour[] = [];
  for (let i = 0; i < h.facts.length; i++) {
    const f = h.facts[i]!;
    if (f.time >= untilMs) break;
    if (f.time < fromMs || f.light !== "day" || f.ban || !onAlertDays(alert.days, h.weekdays[i]!)) continue;
    const hour = judgeHour(f, h.spot.knowledge, prefs);
    if (hour.verdict === "go") judged.push(Object.assign(hour, { heightM: f.heightM }));
  }
  return goRuns(judged, alert.minHours);
}

/**
 * The alert's next window that will send a message: the first found within its lead days that has not started,
 * else the first of the rest of the stored week (it will be announced once within the lead days). Those hours are
 * judged only when the lead days hold none, from the Paris day the lead days end in (a window never spans two days).
 */
export function nextWindowOf(alert: JudgingAlert, h: SpotHours, now: Date, found: readonly FoundWindow[]): { startsAt: Date; endsAt: Date } | null {
  const t = now.getTime();
  const first = (windows: readonly FoundWindow[]) => windows.find((w) => w.startsAt.getTime() > t);
  const next = first(found) ?? first(windowsOf(alert, h, now, parisDayStart(addParisDays(now, alert.leadDays + 1)).getTime(), Infinity));
  return next ? { startsAt: next.startsAt, endsAt: next.endsAt } : null;
}

/** Evaluates every active alert of a spot at `now` and writes what changed; counts for the logs and the cron. */
export async function evaluateSpotAlerts(db: Db, spotId: number, now = new Date(), deps: EvaluateDeps = {}): Promise<EvaluateReport> {
  const watching = await activeAlertsOn(db, spotId);
  if (!watching.length) return none();
  const farthest = Math.max(WINDOW_DAYS, ...watching.map((a) => a.leadDays + 1));
  const hours = await spotHours(db, spotId, now, farthest, deps);
  if (!hours) {
    await saveAlertChecks(db, watching.map((a) => ({ alertId: a.id, checkedAt: now, next: null })));
    return none(watching.length);
  }
  const found = new Map(watching.map((a) => [a.id, windowsOf(a, hours, now)]));
  const checks = watching.map((a) => ({ alertId: a.id, checkedAt: now, next: nextWindowOf(a, hours, now, found.get(a.id)!) }));

  return db.transaction(async (tx) => {
    if (!(await waitForSpotLock(tx, ALERTS_LOCK_NAMESPACE, spotId, LOCK_WAIT_MS))) {
      throw new Error(`[alertes] spot ${spotId} : une autre évaluation tient le verrou depuis ${LOCK_WAIT_MS} ms`);
    }
    const announced = await announcedWindows(tx, [...found.keys()], now);
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
    const withSummary = (window: FoundWindow<AlertHour>) => ({ startsAt: window.startsAt, endsAt: window.endsAt, summary: summarize(window, hours.highWaters) });
    // The same windows again follow the new forecast (nothing is sent); new ones are announced; lost ones cancelled.
    await followWindows(tx, kept.map(({ id, window }) => ({ id, ...withSummary(window) })), now);
    report.opened = opened.length;
    report.deliveries = await announceWindows(tx, opened.map(({ alert, window }) => ({ alertId: alert.id, ...withSummary(window) })), now);
    report.deliveries += await cancelWindows(tx, cancelled.map((w) => w.id), now);
    report.cancelled = cancelled.length;
    await saveAlertChecks(tx, checks);
    return report;
  });
}
