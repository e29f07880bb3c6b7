import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { BATCH_BUDGET_SHARE, openMeteoBudget, openMeteoPlan } from "../../0-base/open-meteo-plan";
import { BudgetExhausted, forEachConcurrently, type CallBudget } from "../../0-base/pacing";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { modelsToFetch, type RunClock } from "../../1-domain/weather/model-runs";
import { refreshAllTides } from "../../2-stores/tides/tides";
import { spotPlaces } from "../../2-stores/spots/places";
import { EXTRA_MODELS, fetchForecastAnswers, locationWeight, requestedModels, type ForecastAnswer, type ModelId } from "../../2-stores/open-meteo/models";
import { LOCATIONS_PER_REQUEST, OPEN_METEO_TIMEOUT_MS } from "../../2-stores/open-meteo/open-meteo";
import { readRunClock } from "../../2-stores/open-meteo/run-meta";
import { fetchedAtBySpot } from "../../2-stores/forecasts/models";
import { acquireLeases, releaseLeases } from "../../2-stores/forecasts/lease";
import { storeFetched, type FetchedSpot } from "../../2-stores/forecasts/store-fetched";
import { enqueueSpotEvaluation } from "../jobs/enqueue";
import { sharedPagesChanged } from "../shared-pages/changed";
// From ./refresh, not ./weather: the realtime service runs this (the job queue) and ./weather is for Next only.
import { checkBlend, isFresh, logFailure, type ForecastSource, type RefreshOutcome, type SpotPlace } from "./refresh";
import { keepRuns } from "./run-clock";
import { marineManySource, refreshSeaMany, SEA_MAX_AGE_MS, type SeaManySource, type SeaSpot } from "../sea/refresh";
import { seaCheckedAtOf } from "../../2-stores/sea/sea";
import { hasSeaState } from "../../1-domain/sea/types";
import { MARINE_VARIABLES } from "../../1-domain/sea/marine-answer";
import { openMeteoCallWeight } from "../../0-base/open-meteo-plan";

/** The sea is refreshed by an hourly run when this old: every third run, under the readers' three hours. */
const BATCH_SEA_MAX_AGE_MS = SEA_MAX_AGE_MS - 10 * 60 * 1000;
/** What one location of a Marine request weighs in the plan's budget (one model, its six variables). */
const SEA_CALL_WEIGHT = openMeteoCallWeight(MARINE_VARIABLES.length);

/*
 * The hourly batch (docs/decisions/0022-refresh-budget.md): each spot is asked for when a new run of its models
 * is out (the AROME run sets the pace, every 3 hours; the other models' new runs ride along), spots asking for
 * the same models go LOCATIONS_PER_REQUEST to a request, and each request's spots are stored with a constant
 * number of statements. Open-Meteo's calls are paced to the plan's budget (BATCH_BUDGET_SHARE of it).
 */
export const BATCH_CONCURRENCY = 4;
/**
 * The longest the batch waits for room in the budget: a minute's budget frees itself within this, an exhausted
 * hour or day does not, and its spots are then left for the next run (their stored forecasts served).
 */
const BATCH_BUDGET_WAIT_MS = 2 * 60_000;
/** A request for 25 spots answers a few megabytes: twice a single spot's time limit, still well inside the lease. */
const BATCH_REQUEST_TIMEOUT_MS = 2 * OPEN_METEO_TIMEOUT_MS;

export type BatchOptions = {
  /** A provider asked spot by spot (tests, benches with an in-process provider); default: Open-Meteo, spots batched. */
  source?: ForecastSource;
  /** Open-Meteo's server (default OPEN_METEO_BASE_URL). */
  baseUrl?: string;
  /** Requests under way at once. */
  concurrency?: number;
  /** Spots per request (default LOCATIONS_PER_REQUEST; 1 with `source`). */
  locationsPerRequest?: number;
  /** Forces the refresh of every forecast older than this, with every model (scripts, benches); default: by runs. */
  maxAgeMs?: number;
  /** The models' latest runs (default: Open-Meteo's metadata, or the source's). */
  runs?: RunClock;
  /** The call budget to wait for (default: this process's Open-Meteo budget); null: no pacing (benches). */
  budget?: CallBudget | null;
  /** Called for each spot stored; by default enqueues its alert evaluation. */
  onRefreshed?: (spotId: number) => Promise<void>;
  /**
   * Where the sea comes from (lakes and lagoons are never asked); by default the Marine API, but none when a
   * forecast `source` is given without it (a test or a bench playing the forecast alone).
   */
  seaSource?: SeaManySource | null;
  /** Recompute tides older than a day too (default true). */
  tides?: boolean;
};

export type BatchReport = Record<RefreshOutcome, number> & {
  spots: number;
  /** Spots whose sea state was fetched again. */
  sea: number;
  /** Spots whose tides were predicted again. */
  tides: number;
  /** HTTP requests to the provider, and calls as Open-Meteo counts them. */
  requests: number;
  calls: number;
  forecastMs: number;
  /** Time spent in database statements, summed over the requests under way together. */
  dbMs: number;
  tidesMs: number;
  durationMs: number;
};

type Planned = SpotPlace & { extras: readonly ModelId[]; hasStored: boolean };
type Fetch = (places: readonly SpotPlace[], extras: readonly ModelId[]) => Promise<(ForecastAnswer | WeatherProviderError)[]>;

function fetcherOf(options: BatchOptions): Fetch {
  const { source } = options;
  if (source) {
    return (places, extras) =>
      Promise.all(
        places.map((place) =>
          source(place, { withModels: extras.length === EXTRA_MODELS.length, extras }).catch((error: unknown) => {
            if (error instanceof WeatherProviderError) return error;
            throw error;
          }),
        ),
      );
  }
  const baseUrl = options.baseUrl ?? env().OPEN_METEO_BASE_URL;
  const { apiKey } = openMeteoPlan();
  return async (places, extras) => {
    try {
      return await fetchForecastAnswers({ baseUrl, apiKey, places, extras, timeoutMs: BATCH_REQUEST_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof WeatherProviderError) return places.map(() => error);
      throw error;
    }
  };
}

async function runClockOf(options: BatchOptions, now: Date): Promise<RunClock> {
  if (options.runs) return options.runs;
  if (options.source) return options.source.runs ? options.source.runs(now) : readRunClock(options.baseUrl ?? env().OPEN_METEO_BASE_URL, now).then((r) => r.runs);
  const baseUrl = options.baseUrl ?? env().OPEN_METEO_BASE_URL;
  const { runs } = await readRunClock(baseUrl, now, openMeteoPlan().apiKey);
  keepRuns(runs, baseUrl); // the readers of this process share the reading
  return runs;
}

/** Spots asking for the same models, LOCATIONS_PER_REQUEST (or `size`) at a time. */
function requestsOf(planned: readonly Planned[], size: number): Planned[][] {
  const groups = new Map<string, Planned[]>();
  for (const spot of planned) {
    const key = spot.extras.join(",");
    groups.set(key, [...(groups.get(key) ?? []), spot]);
  }
  const out: Planned[][] = [];
  for (const group of groups.values()) for (let i = 0; i < group.length; i += size) out.push(group.slice(i, i + size));
  return out;
}

/**
 * Refreshes every spot whose models have a new run (or, with maxAgeMs, every forecast older than that), spots
 * batched per request, `concurrency` requests at a time, within the plan's call budget, skipping spots another
 * instance is refreshing; then the tides older than a day. One request's failure never stops the others.
 */
export async function refreshAllForecasts(db: Db, options: BatchOptions = {}): Promise<BatchReport> {
  const started = performance.now();
  const report: BatchReport = { spots: 0, sea: 0, refreshed: 0, fresh: 0, busy: 0, failed: 0, tides: 0, requests: 0, calls: 0, forecastMs: 0, dbMs: 0, tidesMs: 0, durationMs: 0 };
  const timedDb = async <T>(work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await work();
    } finally {
      report.dbMs += performance.now() - t;
    }
  };
  const now = new Date();
  const budget = options.budget === undefined ? openMeteoBudget() : options.budget;
  const fetchAnswers = fetcherOf(options);
  const onRefreshed = options.onRefreshed ?? enqueueSpotEvaluation;
  // The spots whose shared pages a new forecast or sea state makes out of date: renewed once, at the end.
  const changed = new Set<number>();
  const firstForecast = new Set<number>();

  const [list, fetched] = await timedDb(() => Promise.all([spotPlaces(db), fetchedAtBySpot(db, now)]));
  report.spots = list.length;
  const runs = options.maxAgeMs === undefined ? await runClockOf(options, now) : null;
  const planned: Planned[] = [];
  for (const spot of list) {
    const stored = fetched.get(spot.id) ?? {};
    let extras: readonly ModelId[] | null;
    if (runs) extras = modelsToFetch(stored, runs, now, EXTRA_MODELS);
    else extras = !stored.blend || now.getTime() - stored.blend.getTime() >= options.maxAgeMs! ? EXTRA_MODELS : null;
    if (extras) planned.push({ ...spot, extras, hasStored: Boolean(stored.blend) });
    else report.fresh++;
  }

  const size = options.locationsPerRequest ?? (options.source ? 1 : LOCATIONS_PER_REQUEST);
  await forEachConcurrently(requestsOf(planned, size), options.concurrency ?? BATCH_CONCURRENCY, async (request) => {
    // The budget first: a lease must not run out while the request waits for room.
    const { extras } = request[0];
    const weight = request.length * locationWeight(requestedModels(extras));
    try {
      await budget?.take(weight, { share: BATCH_BUDGET_SHARE, maxWaitMs: BATCH_BUDGET_WAIT_MS });
    } catch (error) {
      if (!(error instanceof BudgetExhausted)) throw error;
      for (const s of request) logFailure(s.id, error, s.hasStored);
      report.failed += request.length;
      return;
    }
    const leases = await timedDb(() => acquireLeases(db, request.map((s) => s.id)));
    const held = request.filter((s) => leases.has(s.id));
    report.busy += request.length - held.length;
    if (!held.length) return;
    let answers: (ForecastAnswer | WeatherProviderError)[];
    try {
      report.requests++;
      report.calls += held.length * locationWeight(requestedModels(extras));
      answers = await fetchAnswers(held, extras);
    } catch (error) {
      await timedDb(() => releaseLeases(db, [...leases.values()]));
      throw error;
    }
    const items: FetchedSpot[] = [];
    for (const [i, spot] of held.entries()) {
      const answer = answers[i];
      if (answer instanceof WeatherProviderError) {
        logFailure(spot.id, answer, spot.hasStored);
        report.failed++;
      } else items.push({ spotId: spot.id, lease: leases.get(spot.id)!, answer: checkBlend(spot.id, answer, new Date(), spot.hasStored) });
    }
    const failedLeases = held.filter((s) => !items.some((i) => i.spotId === s.id)).map((s) => leases.get(s.id)!);
    const stored = await timedDb(async () => {
      await releaseLeases(db, failedLeases);
      return storeFetched(db, items, new Date());
    });
    for (const item of items) {
      if (!stored.has(item.spotId)) {
        console.warn(`[prévisions] spot ${item.spotId} : bail de mise à jour perdu, réponse du fournisseur ignorée`);
        report.busy++;
      } else if ("error" in item.answer.blend) report.failed++;
      else {
        report.refreshed++;
        changed.add(item.spotId);
        if (!held.find((s) => s.id === item.spotId)?.hasStored) firstForecast.add(item.spotId);
        // A new forecast may open or close an alert's window.
        await onRefreshed(item.spotId);
      }
    }
  });
  report.sea = await refreshSeaStates(db, list, options, budget, changed);
  // Pages that showed no forecast are renewed at once, the others stale while the next is made.
  await sharedPagesChanged([...firstForecast], { atOnce: true });
  await sharedPagesChanged([...changed].filter((id) => !firstForecast.has(id)));
  report.forecastMs = Math.round(performance.now() - started);
  report.dbMs = Math.round(report.dbMs);
  report.calls = Math.round(report.calls * 10) / 10;
  if (options.tides ?? true) report.tides = await refreshAllTides(db);
  report.durationMs = Math.round(performance.now() - started);
  report.tidesMs = report.durationMs - report.forecastMs;
  return report;
}

/**
 * The sea state of every sea spot older than BATCH_SEA_MAX_AGE_MS, LOCATIONS_PER_REQUEST spots a request (the
 * Marine API takes several coordinates, as the forecast does), in the same budget as the forecast (the plan
 * counts the Marine API's calls with the forecast's); spots the budget has no room for wait for the next run.
 */
async function refreshSeaStates(db: Db, list: readonly SeaSpot[], options: BatchOptions, budget: CallBudget | null, changed: Set<number>): Promise<number> {
  const source = options.seaSource !== undefined ? options.seaSource : options.source ? null : marineManySource();
  if (!source) return 0;
  // The stale spots first, as the forecast's plan: the budget is taken before the leases, which must not run out
  // while a request waits for room (refreshSeaMany checks each spot's age again under its lease).
  const sea = list.filter((s) => hasSeaState(s.waterBody));
  const checked = await seaCheckedAtOf(db, sea.map((s) => s.id));
  const stale = sea.filter((s) => !isFresh(checked.get(s.id), new Date(), BATCH_SEA_MAX_AGE_MS));
  const size = options.locationsPerRequest ?? LOCATIONS_PER_REQUEST;
  const requests: SeaSpot[][] = [];
  for (let i = 0; i < stale.length; i += size) requests.push(stale.slice(i, i + size));
  let refreshed = 0;
  await forEachConcurrently(requests, options.concurrency ?? BATCH_CONCURRENCY, async (request) => {
    try {
      await budget?.take(request.length * SEA_CALL_WEIGHT, { share: BATCH_BUDGET_SHARE, maxWaitMs: BATCH_BUDGET_WAIT_MS });
      const outcomes = await refreshSeaMany(db, request, { source, maxAgeMs: BATCH_SEA_MAX_AGE_MS });
      for (const [spotId, outcome] of outcomes) {
        if (outcome !== "refreshed") continue;
        refreshed++;
        changed.add(spotId);
      }
    } catch (error) {
      const why = error instanceof BudgetExhausted ? "plus d'appels disponibles dans le budget du plan, au prochain passage" : String(error);
      console.warn(`[mer] spots ${request.map((s) => s.id).join(", ")} : mise à jour impossible (${why})`);
    }
  });
  return refreshed;
}
