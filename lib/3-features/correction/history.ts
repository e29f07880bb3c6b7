import type { Db } from "../../../db/client";
import type { ForecastHourValues, StationHourValues } from "../../../db/column-types";
import { env } from "../../0-base/env";
import { BATCH_BUDGET_SHARE, openMeteoBudget } from "../../0-base/open-meteo-plan";
import { BudgetExhausted, type CallBudget } from "../../0-base/pacing";
import { ProviderError } from "../../0-base/provider-fetch";
import { toDays, type ForecastDay, type StationDay } from "../../1-domain/correction/pairs";
import { hourlyMeans } from "../../1-domain/live-wind/hourly";
import { MS_TO_KNOTS } from "../../1-domain/wind/knots";
import { knownDays, saveForecastDays, saveStationDays } from "../../2-stores/correction/history";
import { modelWindHoursBetween } from "../../2-stores/forecasts/models";
import { measuredHoursWithGusts } from "../../2-stores/live-wind/store";
import { fetchPreviousRuns, daysBetween, previousRunsWeight } from "../../2-stores/open-meteo/previous-runs";
import { ARCHIVE_MAX_DAYS, ARCHIVE_TIMEOUT_MS, archiveBudget, fetchArchive } from "../../2-stores/openwindmap/archive";

/*
 * What a spot's correction learns from (docs/decisions/0029-station-correction.md). On its first day: 60 days of
 * Open-Meteo's past runs (one request, ~8 calls) and of its station's archive (two requests), paced to each
 * provider's budget. Then, every day: the complete days Alizé stored itself (each model's last forecast of an hour,
 * the station's hourly means), so that the history goes on without asking anyone again.
 */
const HISTORY_DAYS = 60;
/** A spot or station missing more than this many of the last HISTORY_DAYS days has its history asked for. */
const MISSING_DAYS_ALLOWED = 7;
/** Alizé keeps its models' hours and its stations' 15 days: the complete days among them. */
const STORED_DAYS = 14;
/** An hour's station mean counts with a third of its 4-minute readings. */
const MIN_READINGS_PER_HOUR = 5;
/** The correction's history never takes Open-Meteo's budget past this share of a window: the forecast's refresh comes first. */
const HISTORY_BUDGET_SHARE = BATCH_BUDGET_SHARE / 2;
/** Longest wait for a budget's room; past it the history waits for the next run. */
const HISTORY_BUDGET_WAIT_MS = 120_000;

const DAY_MS = 86_400_000;
const r1 = (n: number) => Math.round(n * 10) / 10;
const utcDayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
export const utcDayKey = (ms: number) => new Date(utcDayStart(ms)).toISOString().slice(0, 10);

const forecastDays = (model: string, hours: readonly { at: number; values: ForecastHourValues }[]): ForecastDay[] =>
  [...toDays(hours)].map(([day, slots]) => ({ model, day, hours: slots }));
const stationDays = (hours: readonly { at: number; values: StationHourValues }[], before: number): StationDay[] =>
  [...toDays(hours)].filter(([day]) => Date.parse(`${day}T00:00:00Z`) < before).map(([day, slots]) => ({ day, hours: slots }));

/** The complete UTC days of the last STORED_DAYS that Alizé stored for the spot and its station; rows written. */
export async function ingestStoredDays(db: Db, spotId: number, stationId: number, now: Date): Promise<{ forecast: number; station: number }> {
  const to = new Date(utcDayStart(now.getTime()));
  const from = new Date(to.getTime() - STORED_DAYS * DAY_MS);
  const [models, measured] = await Promise.all([modelWindHoursBetween(db, spotId, from, to), measuredHoursWithGusts(db, stationId, from, to)]);
  const byModel = new Map<string, { at: number; values: ForecastHourValues }[]>();
  for (const h of models) {
    const list = byModel.get(h.model) ?? [];
    byModel.set(h.model, list);
    list.push({ at: h.forecastDate.getTime(), values: [r1(h.windSpeed * MS_TO_KNOTS), h.windGust === null ? null : r1(h.windGust * MS_TO_KNOTS), Math.round(h.windDirection)] });
  }
  const station = measured
    .filter((h) => h.readings >= MIN_READINGS_PER_HOUR)
    .map((h) => ({ at: h.hour.getTime(), values: [r1(h.windAvgKn), r1(h.windMaxKn), h.directionDeg] as StationHourValues }));
  return {
    forecast: await saveForecastDays(db, spotId, "stored", [...byModel].flatMap(([model, hours]) => forecastDays(model, hours))),
    station: await saveStationDays(db, stationId, "stored", stationDays(station, to.getTime())),
  };
}

/** The providers asked (by default the settings': OPEN_METEO_PREVIOUS_RUNS_BASE_URL, OPEN_METEO_API_KEY, OPENWINDMAP_BASE_URL). */
export type HistoryOptions = {
  previousRunsBaseUrl?: string;
  openWindMapBaseUrl?: string;
  apiKey?: string;
  /** The budgets asked (by default this process's Open-Meteo plan and OpenWindMap archive pace). */
  openMeteo?: CallBudget;
  archive?: CallBudget;
  maxWaitMs?: number;
};

export type HistoryOutcome = "known" | "fetched" | "failed" | "postponed";
export type HistoryReport = { forecast: HistoryOutcome; station: HistoryOutcome };

/** Runs one provider's part: a provider failure is logged ("failed"), a budget without room postpones it; both retried at the next run. */
async function attempt(what: string, work: () => Promise<void>): Promise<HistoryOutcome> {
  try {
    await work();
    return "fetched";
  } catch (error) {
    if (error instanceof BudgetExhausted) return "postponed";
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`[vent d'ici] ${what} indisponible (${error.reason}) : ${error.message} ; nouvel essai au prochain passage`);
    return "failed";
  }
}

/** Fetches what is missing of the last HISTORY_DAYS days: the spot's past runs, its station's archive. */
export async function fetchHistory(db: Db, spot: { id: number; latitude: number; longitude: number }, stationId: number, now: Date, options: HistoryOptions): Promise<HistoryReport> {
  const today = utcDayStart(now.getTime());
  const from = new Date(today - HISTORY_DAYS * DAY_MS);
  const known = await knownDays(db, spot.id, stationId, utcDayKey(from.getTime()));
  const wait = { maxWaitMs: options.maxWaitMs ?? HISTORY_BUDGET_WAIT_MS };
  const forecast: HistoryOutcome =
    known.forecast >= HISTORY_DAYS - MISSING_DAYS_ALLOWED
      ? "known"
      : await attempt(`historique des modèles du spot ${spot.id}`, async () => {
          const to = new Date(today - DAY_MS);
          await (options.openMeteo ?? openMeteoBudget()).take(previousRunsWeight(daysBetween(from, to)), { ...wait, share: HISTORY_BUDGET_SHARE });
          const baseUrl = options.previousRunsBaseUrl ?? env().OPEN_METEO_PREVIOUS_RUNS_BASE_URL;
          const runs = await fetchPreviousRuns({ baseUrl, apiKey: options.apiKey ?? env().OPEN_METEO_API_KEY, place: spot, from, to });
          await saveForecastDays(db, spot.id, "history", [...runs].flatMap(([model, hours]) => forecastDays(model, hours)));
        });
  const station: HistoryOutcome =
    known.station >= HISTORY_DAYS - MISSING_DAYS_ALLOWED
      ? "known"
      : await attempt(`archive de la balise ${stationId}`, async () => {
          const readings = [];
          for (let start = from.getTime(); start < today; start += (ARCHIVE_MAX_DAYS - 1) * DAY_MS) {
            const stop = Math.min(today, start + (ARCHIVE_MAX_DAYS - 1) * DAY_MS);
            await (options.archive ?? archiveBudget()).take(1, wait);
            const baseUrl = options.openWindMapBaseUrl ?? env().OPENWINDMAP_BASE_URL;
            readings.push(...(await fetchArchive(stationId, new Date(start), new Date(stop - 1), { baseUrl, timeoutMs: ARCHIVE_TIMEOUT_MS })));
          }
          const hours = hourlyMeans(readings)
            .filter((h) => h.readings >= MIN_READINGS_PER_HOUR)
            .map((h) => ({ at: h.hour.getTime(), values: [h.windAvgKn, h.windMaxKn ?? null, h.directionDeg] as StationHourValues }));
          await saveStationDays(db, stationId, "archive", stationDays(hours, today));
        });
  return { forecast, station };
}
