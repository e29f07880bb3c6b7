import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { BATCH_BUDGET_SHARE, openMeteoBudget, openMeteoPlan } from "../../0-base/open-meteo-plan";
import { BudgetExhausted, type CallBudget, type CallLimits } from "../../0-base/pacing";
import { ProviderError } from "../../0-base/provider-fetch";
import { monthRows } from "../../1-domain/history/rows";
import { historyYears } from "../../1-domain/history/years";
import type { HistoryHours } from "../../1-domain/weather/historical-answer";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { dropHistoryBefore, historyCoverage, saveHistoryRows, yearsFetchedSince } from "../../2-stores/history/wind-history";
import { fetchHistory, historyCallWeight } from "../../2-stores/open-meteo/historical";
import { spotPlaces } from "../../2-stores/spots/places";

/*
 * The history job (queue `history-fetch`, docs/decisions/0031-where-and-when.md): each spot's hourly wind of the
 * last HISTORY_YEARS complete years, fetched once, a year a request, and kept in the database. Within the plan:
 * - a day's quota (historyDayQuota): what the forecast batch's 80 % of the day leaves once the day's forecasts are
 *   counted, counted from the rows fetched in the last 24 hours, so that a restarted process does not start afresh;
 * - the process's Open-Meteo budget (decision 0022) at HISTORY_BUDGET_SHARE of each window: it takes calls only
 *   while the plan is used under that share, so the batch and the readers always find room in the minute and hour.
 * A run does what fits; the next (hourly) goes on where it stopped. Newest year first for every spot, then the year
 * before: every spot's months show after a first year, and firm up as the older years come in.
 */
export const HISTORY_BUDGET_SHARE = 0.6;
/** A minute's window frees itself: worth waiting for. An hour's or a day's ends the run. */
const HISTORY_MAX_WAIT_MS = 65_000;
/** What a spot's forecasts take a day (decision 0022: 4 runs × 2.4 calls + 4 × 3.6). */
const FORECAST_CALLS_PER_SPOT_DAY = 24;
const DAY_MS = 86_400_000;

/** The history's calls in a day: the batch's share of the day less the forecasts' (180 spots, free tier: 3,680; past ~330 spots, none). */
export function historyDayQuota(limits: CallLimits, spots: number): number {
  return Math.max(0, BATCH_BUDGET_SHARE * limits.perDay - spots * FORECAST_CALLS_PER_SPOT_DAY);
}

/** Where a spot's year comes from: the archive, or a test's stand-in. */
export type HistorySource = (place: { latitude: number; longitude: number }, startDate: string, endDate: string) => Promise<HistoryHours>;
export const archiveSource =
  (baseUrl: string, apiKey?: string): HistorySource =>
  (place, startDate, endDate) =>
    fetchHistory({ baseUrl, apiKey, ...place, startDate, endDate });

export type HistoryJobOptions = {
  now?: Date;
  source?: HistorySource;
  budget?: CallBudget;
  share?: number;
  maxWaitMs?: number;
  /** The day's quota of calls (historyDayQuota by default). */
  dayQuota?: number;
};

export type HistoryJobReport = {
  /** Spot-years missing at the start, asked for, stored, failed (the spot waits for the next run), still missing. */
  missing: number;
  requests: number;
  fetched: number;
  failed: number;
  remaining: number;
  /** Calls as Open-Meteo counts them. */
  calls: number;
  /** The budget's window that ended the run, if one did. */
  exhausted: keyof CallLimits | null;
  /** Months dropped because they left the span. */
  dropped: number;
};

export async function fetchHistories(db: Db, options: HistoryJobOptions = {}): Promise<HistoryJobReport> {
  const now = options.now ?? new Date();
  const source = options.source ?? archiveSource(env().OPEN_METEO_HISTORICAL_BASE_URL, openMeteoPlan().apiKey);
  const budget = options.budget ?? openMeteoBudget();
  const { from, to } = historyYears(now);
  const dropped = await dropHistoryBefore(db, from);
  const [places, coverage] = await Promise.all([spotPlaces(db), historyCoverage(db)]);
  const todo: { spot: (typeof places)[number]; year: number }[] = [];
  for (let year = to; year >= from; year--) for (const spot of places) if (!coverage.get(spot.id)?.years.includes(year)) todo.push({ spot, year });

  const report: HistoryJobReport = { missing: todo.length, requests: 0, fetched: 0, failed: 0, remaining: 0, calls: 0, exhausted: null, dropped };
  const quota = options.dayQuota ?? historyDayQuota(budget.limits, places.length);
  const fetchedToday = await yearsFetchedSince(db, new Date(now.getTime() - DAY_MS));
  let usedToday = fetchedToday.reduce((sum, y) => sum + y.spots * historyCallWeight(`${y.year}-01-01`, `${y.year}-12-31`), 0);
  const failing = new Set<number>();
  for (const { spot, year } of todo) {
    if (failing.has(spot.id)) continue;
    const [startDate, endDate] = [`${year}-01-01`, `${year}-12-31`];
    const weight = historyCallWeight(startDate, endDate);
    if (usedToday + weight > quota) {
      report.exhausted = "perDay";
      break;
    }
    try {
      await budget.take(weight, { share: options.share ?? HISTORY_BUDGET_SHARE, maxWaitMs: options.maxWaitMs ?? HISTORY_MAX_WAIT_MS });
    } catch (error) {
      if (!(error instanceof BudgetExhausted)) throw error;
      report.exhausted = error.window;
      break;
    }
    report.requests++;
    report.calls += weight;
    usedToday += weight;
    try {
      const rows = monthRows(await source(spot, startDate, endDate));
      if (rows.length !== 12) throw new WeatherProviderError("incomplete", `Open-Meteo archive gave ${rows.length} whole months of ${year}`);
      await saveHistoryRows(db, spot.id, rows, now);
      report.fetched++;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      report.failed++;
      failing.add(spot.id);
      console.warn(`[historique] spot ${spot.id}, ${year} : ${error.message}`);
    }
  }
  report.remaining = report.missing - report.fetched;
  report.calls = Math.round(report.calls * 10) / 10;
  return report;
}
