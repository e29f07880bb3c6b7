import { BLEND, type ForecastModel, type ModelId } from "./model-ids";

/*
 * When each forecast model has a new run on Open-Meteo, and which models a spot's next request should carry
 * (docs/decisions/0022-refresh-budget.md). Pure: the run times come from Open-Meteo's metadata
 * (lib/2-stores/open-meteo/run-meta.ts) or, when it cannot be read, from the schedule below.
 */

/** The runs behind the models we fetch, by Open-Meteo's domain name (its /data/<domain>/static/meta.json). */
export const RUN_DOMAINS = ["meteofrance_arome_france_hd", "meteofrance_arpege_europe", "dwd_icon_eu", "ecmwf_ifs025", "ncep_gfs013"] as const;
export type RunDomain = (typeof RUN_DOMAINS)[number];

/**
 * Runs (UTC) every `everyHours` from 00:00, on Open-Meteo about `delayMinutes` after their nominal time (the
 * model-updates page, open-meteo.com/en/docs/model-updates, read on several days; its metadata is the source of truth).
 */
export const RUN_SCHEDULE: Record<RunDomain, { everyHours: number; delayMinutes: number }> = {
  meteofrance_arome_france_hd: { everyHours: 3, delayMinutes: 150 },
  meteofrance_arpege_europe: { everyHours: 6, delayMinutes: 240 },
  dwd_icon_eu: { everyHours: 3, delayMinutes: 160 },
  ecmwf_ifs025: { everyHours: 6, delayMinutes: 420 },
  ncep_gfs013: { everyHours: 6, delayMinutes: 270 },
};

/** Open-Meteo's servers catch up with each other within this after a run is announced: asking earlier may get the old one. */
export const RUN_SETTLE_MS = 10 * 60_000;

/**
 * The runs each stored model follows. The blend (Météo-France seamless, then ECMWF) changes with AROME, ARPEGE
 * and ECMWF; GFS "seamless" over France is the 0.11°/0.25° GFS.
 */
const MODEL_RUN_DOMAINS: Record<ForecastModel, readonly RunDomain[]> = {
  [BLEND]: ["meteofrance_arome_france_hd", "meteofrance_arpege_europe", "ecmwf_ifs025"],
  meteofrance_arome_france_hd: ["meteofrance_arome_france_hd"],
  meteofrance_arpege_europe: ["meteofrance_arpege_europe"],
  icon_eu: ["dwd_icon_eu"],
  ecmwf_ifs025: ["ecmwf_ifs025"],
  gfs_seamless: ["ncep_gfs013"],
};

/**
 * The run that sets the pace: the most frequent one, in the blend. A spot is fetched when it has a new run
 * (every 3 h), and every other model with a new run rides along in the same request, so that one location's
 * weight (never under one call) is shared by as many models as possible.
 */
const LEAD_DOMAIN: RunDomain = "meteofrance_arome_france_hd";
/** A model with a new run never waits for the lead's next run longer than this (a late or missing AROME run). */
export const MAX_RIDE_WAIT_MS = 3 * 3_600_000;

/** When each domain's latest run became available (the time it can be asked for). */
export type RunClock = Record<RunDomain, Date>;

/** The latest scheduled run of `domain` available at `now`, by RUN_SCHEDULE. */
export function scheduledAvailability(domain: RunDomain, now: Date): Date {
  const { everyHours, delayMinutes } = RUN_SCHEDULE[domain];
  const step = everyHours * 3_600_000;
  const delay = delayMinutes * 60_000 + RUN_SETTLE_MS;
  const run = Math.floor((now.getTime() - delay) / step) * step;
  return new Date(run + delay);
}

export function scheduledRunClock(now: Date): RunClock {
  return Object.fromEntries(RUN_DOMAINS.map((d) => [d, scheduledAvailability(d, now)])) as RunClock;
}

/** When each model of a spot was last stored (absent: never). */
export type FetchedAt = Partial<Record<ForecastModel, Date>>;

/** Whether `model` has a run newer than its stored hours. */
export function hasNewRun(model: ForecastModel, fetched: FetchedAt, runs: RunClock): boolean {
  const at = fetched[model];
  return !at || MODEL_RUN_DOMAINS[model].some((d) => runs[d].getTime() > at.getTime());
}

/**
 * What the spot's next request should carry besides the blend's two models (every request carries them, and
 * ECMWF with them): the individual models with a new run (or never stored). Null when the spot is not to be
 * fetched now. It is fetched when it has no forecast, when the lead run is new for it, or when another run has
 * waited MAX_RIDE_WAIT_MS for the lead; otherwise new runs of other models (and models it lacks) wait for the
 * lead's next run, at most 3 hours.
 */
export function modelsToFetch(fetched: FetchedAt, runs: RunClock, now: Date, extras: readonly ModelId[]): ModelId[] | null {
  const dueExtras = extras.filter((m) => hasNewRun(m, fetched, runs));
  const blendAt = fetched[BLEND];
  if (!blendAt) return dueExtras;
  const due: ForecastModel[] = [...(hasNewRun(BLEND, fetched, runs) ? [BLEND] : []), ...dueExtras];
  if (!due.length) return null;
  const leadIsNew = runs[LEAD_DOMAIN].getTime() > blendAt.getTime();
  const waitedTooLong = due.some((m) => {
    const at = fetched[m];
    return !!at && MODEL_RUN_DOMAINS[m].some((d) => runs[d].getTime() > at.getTime() && now.getTime() - runs[d].getTime() >= MAX_RIDE_WAIT_MS);
  });
  return leadIsNew || waitedTooLong ? dueExtras : null;
}
