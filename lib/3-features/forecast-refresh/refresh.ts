import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { openMeteoBudget, openMeteoPlan } from "../../0-base/open-meteo-plan";
import { BudgetExhausted } from "../../0-base/pacing";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { enqueueSpotEvaluation } from "../jobs/enqueue";
import { sharedPagesChanged } from "../shared-pages/changed";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { hasNewRun, type RunClock } from "../../1-domain/weather/model-runs";
import { EXTRA_MODELS, fetchForecastAnswer, locationWeight, requestedModels, type ForecastAnswer, type ModelId } from "../../2-stores/open-meteo/models";
import { OPEN_METEO_TIMEOUT_MS } from "../../2-stores/open-meteo/open-meteo";
import { fetchedAtBySpot } from "../../2-stores/forecasts/models";
import { forecastLastUpdated } from "../../2-stores/forecasts/weather";
import { storeFetched } from "../../2-stores/forecasts/store-fetched";
import { acquireLease, LEASE_POLL_MS, leaseState, releaseLease, sleep, WEATHER_LEASE_MS, type Lease } from "../../2-stores/forecasts/lease";
import { currentRuns } from "./run-clock";

/**
 * A stored forecast older than this is refreshed when someone asks for it. The batch brings a new one with each
 * AROME run, every 3 hours (docs/decisions/0022-refresh-budget.md): a reader asks Open-Meteo only when the
 * batch has evidently missed one.
 */
export const FORECAST_MAX_AGE_MS = 3.5 * 60 * 60 * 1000;

export type SpotPlace = { id: number; latitude: number; longitude: number };
/**
 * Where forecasts come from: Open-Meteo in production, anything that answers a ForecastAnswer in tests. With
 * `withModels`, the answer carries every individual model too (lib/2-stores/open-meteo/models.ts), else the blend's own.
 */
export type ForecastSource = ((spot: SpotPlace, request?: { withModels: boolean; extras?: readonly ModelId[] }) => Promise<ForecastAnswer>) & {
  /** When the provider's models had their latest runs (Open-Meteo's metadata, from the same server). */
  runs?: (now: Date) => Promise<RunClock>;
};
/**
 * refreshed: new rows stored · fresh: nothing to do (another request or instance had just refreshed) ·
 * busy: another instance holds the spot's lease (or took it over), nothing stored here · failed: the provider
 * failed, the stored rows are untouched.
 */
export type RefreshOutcome = "refreshed" | "fresh" | "busy" | "failed";

export type ForecastOptions = {
  source?: ForecastSource;
  maxAgeMs?: number;
  now?: () => Date;
  /** A reader wants an individual model: fetch even a fresh forecast when the spot's models are due. */
  wantModels?: boolean;
  /** Called once new rows are stored; by default enqueues the spot's alert evaluation (lib/jobs, never throws). */
  onRefreshed?: (spotId: number) => Promise<void>;
  /** When each model's latest run became available (default: Open-Meteo's metadata, read at most every few minutes). */
  runs?: (now: Date) => Promise<RunClock>;
};
type RefreshOptions = ForecastOptions & { waitIfBusy?: boolean };

/**
 * Open-Meteo for one spot, on the plan's host with its key. A reader's request never waits for the call budget:
 * over it, the provider counts as failed and the stored forecast is served.
 */
export function openMeteoSource(baseUrl = env().OPEN_METEO_BASE_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS): ForecastSource {
  const source: ForecastSource = async (spot, request) => {
    const extras = request?.extras ?? (request?.withModels ? EXTRA_MODELS : []);
    try {
      await openMeteoBudget().take(locationWeight(requestedModels(extras)), { maxWaitMs: 0 });
    } catch (error) {
      if (error instanceof BudgetExhausted) throw new WeatherProviderError("http", `Open-Meteo call budget: ${error.message}`);
      throw error;
    }
    const { apiKey } = openMeteoPlan();
    return fetchForecastAnswer({ baseUrl, apiKey, latitude: spot.latitude, longitude: spot.longitude, timeoutMs, withModels: false, extras });
  };
  source.runs = (now) => currentRuns(now, baseUrl);
  return source;
}

export const clock = (options: ForecastOptions) => options.now?.() ?? new Date();

export function isFresh(lastUpdated: Date | null | undefined, now: Date, maxAgeMs: number): boolean {
  return !!lastUpdated && now.getTime() - lastUpdated.getTime() < maxAgeMs;
}

/** Says what the rider gets instead: the stored forecast, or none at all (never claims one was kept). */
export function logFailure(spotId: number, error: unknown, hasStoredForecast: boolean): void {
  const detail = error instanceof WeatherProviderError ? `${error.reason}: ${error.message}` : String(error);
  const served = hasStoredForecast ? "prévision précédente conservée" : "aucune prévision enregistrée à servir";
  console.warn(`[prévisions] spot ${spotId} : échec de la mise à jour, ${served} (${detail})`);
}

/**
 * The provider's answer, its blend refused (and logged) unless complete and reaching the future; null (logged)
 * when the answer as a whole is unusable.
 */
async function fetchValid(
  spot: SpotPlace,
  source: ForecastSource,
  now: () => Date,
  hasStored: boolean,
  extras: readonly ModelId[],
): Promise<ForecastAnswer | null> {
  let answer: ForecastAnswer;
  try {
    answer = await source(spot, { withModels: extras.length === EXTRA_MODELS.length, extras });
  } catch (error) {
    if (!(error instanceof WeatherProviderError)) throw error;
    logFailure(spot.id, error, hasStored);
    return null;
  }
  return checkBlend(spot.id, answer, now(), hasStored);
}

/** The answer, its blend refused (and logged) unless it reaches the future. */
export function checkBlend(spotId: number, answer: ForecastAnswer, now: Date, hasStored: boolean): ForecastAnswer {
  const last = "hours" in answer.blend ? answer.blend.hours.at(-1)?.forecastDate : undefined;
  if ("hours" in answer.blend && (!last || last.getTime() <= now.getTime())) {
    answer = { ...answer, blend: { error: new WeatherProviderError("incomplete", "Open-Meteo answered a forecast that is already over") } };
  }
  if ("error" in answer.blend) logFailure(spotId, answer.blend.error, hasStored);
  return answer;
}

/**
 * The lease holder's work: check again that the forecast is still stale (another holder may have just
 * finished), call the provider with no transaction open (asking for every model when they are due), then in
 * one short transaction give the lease back and replace the forecast's rows, only if the lease is still ours;
 * each model's hours follow, outside it. On the embedded database a transaction has the one session to itself
 * until it ends (db/pglite-server.ts): the big upsert of the models' hours in it made every chat join wait
 * behind it. The lease is cleared whatever happens.
 */
async function refreshUnderLease(db: Db, spot: SpotPlace, lease: Lease, options: ForecastOptions): Promise<RefreshOutcome> {
  let released = false;
  try {
    const lastUpdated = await forecastLastUpdated(db, spot.id);
    const fresh = isFresh(lastUpdated, clock(options), options.maxAgeMs ?? FORECAST_MAX_AGE_MS);
    if (fresh && !options.wantModels) return "fresh";
    // The individual models with a new run since they were stored ride along (never a model twice for one run).
    const fetched = (await fetchedAtBySpot(db, clock(options), [spot.id])).get(spot.id) ?? {};
    const source = options.source ?? openMeteoSource();
    const runs = await (options.runs ?? source.runs ?? currentRuns)(clock(options));
    const extras = EXTRA_MODELS.filter((m) => hasNewRun(m, fetched, runs));
    if (fresh && !extras.length) return "fresh";
    const answer = await fetchValid(spot, source, () => clock(options), lastUpdated !== null, extras);
    if (!answer) return "failed";
    released = (await storeFetched(db, [{ spotId: spot.id, lease, answer }], clock(options))).has(spot.id);
    if (!released) {
      console.warn(`[prévisions] spot ${spot.id} : bail de mise à jour perdu, réponse du fournisseur ignorée`);
      return "busy";
    }
    if ("error" in answer.blend) return "failed";
    // A new forecast may open or close an alert's window, and makes the spot's shared pages out of date.
    // A page that showed no forecast (nothing stored) must not be served again as it was.
    await Promise.all([(options.onRefreshed ?? enqueueSpotEvaluation)(spot.id), sharedPagesChanged([spot.id], { atOnce: lastUpdated === null })]);
    return "refreshed";
  } finally {
    // Left behind, the lease would still run out by itself: a failure to clear it is not worth an error.
    if (!released) {
      await releaseLease(db, lease).catch((error: unknown) => console.warn(`[prévisions] spot ${spot.id} : bail non libéré (${String(error)})`));
    }
  }
}

/**
 * Waits for another instance's refresh, never calling the provider itself while that holder is alive:
 * "fresh" once its rows are stored, "busy" if it ends without any or the wait outlasts a lease. A holder
 * that died (its lease ran out without being cleared) is taken over.
 */
async function waitForHolder(db: Db, spot: SpotPlace, options: ForecastOptions): Promise<RefreshOutcome> {
  const maxAgeMs = options.maxAgeMs ?? FORECAST_MAX_AGE_MS;
  const deadline = Date.now() + WEATHER_LEASE_MS;
  for (let pause: number = LEASE_POLL_MS.first; Date.now() < deadline; pause = Math.min(pause * 2, LEASE_POLL_MS.max)) {
    await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
    const state = await leaseState(db, spot.id);
    if (!state) return "busy"; // the spot was deleted meanwhile
    if (isFresh(state.lastUpdated, clock(options), maxAgeMs)) return "fresh";
    if (!state.until) return "busy"; // the holder finished without a new forecast (it logged why)
    if (!state.live) {
      const lease = await acquireLease(db, spot.id);
      if (lease) return refreshUnderLease(db, spot, lease, options);
    }
  }
  return "busy";
}

/**
 * Refreshes one spot's forecast if it is older than maxAgeMs, as the holder of the spot's lease
 * (./lease.ts): two instances never call the provider for the same spot at once, no transaction stays open
 * while it answers, and readers never see half a forecast. The rows are replaced only by a complete, valid
 * answer; on any provider failure they stay as they were. A request that finds the lease taken returns
 * "busy" at once, or with waitIfBusy waits for the holder to finish and then serves what it stored.
 */
export async function refreshForecast(db: Db, spot: SpotPlace, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const lease = await acquireLease(db, spot.id);
  if (lease) return refreshUnderLease(db, spot, lease, options);
  return options.waitIfBusy ? waitForHolder(db, spot, options) : "busy";
}

// Requests of this process for the same spot share one refresh (per database, so tests can play two instances).
const inflight = perOwner<Db, TtlCache<number, Promise<RefreshOutcome>>>(() => new TtlCache({ max: 10_000, ttlMs: 0 }));

/** refreshForecast, joined by every caller of this process while it runs; unexpected errors count as "failed". */
export function refreshForecastOnce(db: Db, spot: SpotPlace, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  return inflight(db).get(spot.id, () =>
    refreshForecast(db, spot, options).catch((error: unknown) => {
      console.error(`[prévisions] spot ${spot.id} : mise à jour impossible (${String(error)})`);
      return "failed" as const;
    }),
  );
}
