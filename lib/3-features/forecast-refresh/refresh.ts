import { eq, max } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { weatherForecasts } from "../../../db/schema";
import { env } from "../../0-base/env";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { enqueueSpotEvaluation } from "../jobs/enqueue";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { fetchForecastAnswer, type ForecastAnswer } from "../../2-stores/open-meteo/models";
import { OPEN_METEO_TIMEOUT_MS, type ForecastHour } from "../../2-stores/open-meteo/open-meteo";
import { modelsDue, saveModelHours } from "../../2-stores/forecasts/models";
import { acquireLease, LEASE_POLL_MS, leaseState, releaseLease, sleep, WEATHER_LEASE_MS, type Lease } from "../../2-stores/forecasts/lease";
import type { Tx } from "../../2-stores/db-locks";

/** A stored forecast older than this is refreshed when someone asks for it. */
export const FORECAST_MAX_AGE_MS = 60 * 60 * 1000;

export type SpotPlace = { id: number; latitude: number; longitude: number };
/**
 * Where forecasts come from: Open-Meteo in production, anything that answers a ForecastAnswer in tests. With
 * `withModels`, the answer carries every individual model too (lib/2-stores/open-meteo/models.ts), else the blend's own.
 */
export type ForecastSource = (spot: SpotPlace, request?: { withModels: boolean }) => Promise<ForecastAnswer>;
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
};
type RefreshOptions = ForecastOptions & { waitIfBusy?: boolean };

export function openMeteoSource(baseUrl = env().OPEN_METEO_BASE_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS): ForecastSource {
  return (spot, request) =>
    fetchForecastAnswer({ baseUrl, latitude: spot.latitude, longitude: spot.longitude, timeoutMs, withModels: request?.withModels ?? false });
}

export const clock = (options: ForecastOptions) => options.now?.() ?? new Date();

export function isFresh(lastUpdated: Date | null | undefined, now: Date, maxAgeMs: number): boolean {
  return !!lastUpdated && now.getTime() - lastUpdated.getTime() < maxAgeMs;
}

async function lastUpdatedOf(db: Db, spotId: number): Promise<Date | null> {
  const [row] = await db
    .select({ lastUpdated: max(weatherForecasts.lastUpdated) })
    .from(weatherForecasts)
    .where(eq(weatherForecasts.spotId, spotId));
  return row?.lastUpdated ?? null;
}

async function replaceForecast(tx: Tx, spotId: number, hours: ForecastHour[], lastUpdated: Date): Promise<void> {
  await tx.delete(weatherForecasts).where(eq(weatherForecasts.spotId, spotId));
  await tx.insert(weatherForecasts).values(
    hours.map((h) => ({
      spotId,
      forecastDate: h.forecastDate,
      lastUpdated,
      temperature: h.temperature,
      windSpeed: h.windSpeed,
      windDirection: h.windDirection,
      windGust: h.windGust,
      humidity: h.humidity,
      description: h.description,
    })),
  );
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
  withModels: boolean,
): Promise<ForecastAnswer | null> {
  let answer: ForecastAnswer;
  try {
    answer = await source(spot, { withModels });
  } catch (error) {
    if (!(error instanceof WeatherProviderError)) throw error;
    logFailure(spot.id, error, hasStored);
    return null;
  }
  const last = "hours" in answer.blend ? answer.blend.hours.at(-1)?.forecastDate : undefined;
  if ("hours" in answer.blend && (!last || last.getTime() <= now().getTime())) {
    answer = { ...answer, blend: { error: new WeatherProviderError("incomplete", "Open-Meteo answered a forecast that is already over") } };
  }
  if ("error" in answer.blend) logFailure(spot.id, answer.blend.error, hasStored);
  return answer;
}

/**
 * The lease holder's work: check again that the forecast is still stale (another holder may have just
 * finished), call the provider with no transaction open (asking for every model when they are due), then in
 * one short transaction give the lease back and replace the forecast's rows, only if the lease is still ours;
 * each model's hours follow, outside it. On the embedded database a transaction has the one session to itself
 * until it ends (db/pglite-server.ts): the big upsert of the models' hours in it made every chat join wait
 * behind it (issue 25). The lease is cleared whatever happens.
 */
async function refreshUnderLease(db: Db, spot: SpotPlace, lease: Lease, options: ForecastOptions): Promise<RefreshOutcome> {
  let released = false;
  try {
    const lastUpdated = await lastUpdatedOf(db, spot.id);
    const fresh = isFresh(lastUpdated, clock(options), options.maxAgeMs ?? FORECAST_MAX_AGE_MS);
    if (fresh && !options.wantModels) return "fresh";
    const withModels = await modelsDue(db, spot.id, clock(options));
    if (fresh && !withModels) return "fresh";
    const answer = await fetchValid(spot, options.source ?? openMeteoSource(), () => clock(options), lastUpdated !== null, withModels);
    if (!answer) return "failed";
    const hours = "hours" in answer.blend ? answer.blend.hours : null;
    released = await db.transaction(async (tx) => {
      if (!(await releaseLease(tx, lease))) return false;
      if (hours) await replaceForecast(tx, spot.id, hours, clock(options));
      return true;
    });
    if (!released) {
      console.warn(`[prévisions] spot ${spot.id} : bail de mise à jour perdu, réponse du fournisseur ignorée`);
      return "busy";
    }
    // Each statement on its own: a reader sees one model's hours old or new, never half of them.
    await saveModelHours(db, spot.id, answer, clock(options));
    if (!hours) return "failed";
    // A new forecast may open or close an alert's window (issue 13).
    await (options.onRefreshed ?? enqueueSpotEvaluation)(spot.id);
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
