import { env, type Env } from "./env";
import { callBudget, type CallBudget, type CallLimits } from "./pacing";

/*
 * Open-Meteo's plan, in one place for every Open-Meteo client (forecast, Marine…).
 * - Free tier (no key): api.open-meteo.com, marine-api.open-meteo.com…, non-commercial use only, 600 calls a
 *   minute, 5,000 an hour, 10,000 a day (open-meteo.com/en/terms, /en/pricing).
 * - Paid plans (the « customer API »): the same paths on the host prefixed with `customer-`
 *   (customer-api.open-meteo.com, customer-marine-api.open-meteo.com…), the key in `&apikey=`; the plan's own
 *   call budgets (OPEN_METEO_CALLS_PER_MINUTE, _PER_HOUR, _PER_DAY).
 * A base URL that is not an open-meteo.com host (the local fake, a self-hosted server) is kept as it is; the
 * key is still sent.
 */
export const FREE_TIER_LIMITS: CallLimits = { perMinute: 600, perHour: 5_000, perDay: 10_000 };

/**
 * Open-Meteo's weight of one location of a request (ForecastApiResult.calculateQueryWeight in open-meteo's
 * sources): variables × models / 10, never under 1, more past 14 days. A request for several locations weighs
 * the sum of theirs: batching locations saves requests, never calls.
 */
export function openMeteoCallWeight(variablesTimesModels: number, days = 7): number {
  const variables = variablesTimesModels / 10;
  return Math.max(1, variables, (variables * days) / 14);
}

const FREE_HOST = /^(?!customer-)([a-z0-9-]*api)\.open-meteo\.com$/;

/** The URL to call for the plan: on the customer host, with the key, when there is a key. */
export function withOpenMeteoPlan(url: URL, apiKey: string | undefined): URL {
  if (!apiKey) return url;
  const out = new URL(url);
  if (FREE_HOST.test(out.hostname)) out.hostname = `customer-${out.hostname}`;
  out.searchParams.set("apikey", apiKey);
  return out;
}

export type OpenMeteoPlan = { apiKey: string | undefined; limits: CallLimits };

export function openMeteoPlan(config: Pick<Env, "OPEN_METEO_API_KEY" | "OPEN_METEO_CALLS_PER_MINUTE" | "OPEN_METEO_CALLS_PER_HOUR" | "OPEN_METEO_CALLS_PER_DAY"> = env()): OpenMeteoPlan {
  return {
    apiKey: config.OPEN_METEO_API_KEY,
    limits: {
      perMinute: config.OPEN_METEO_CALLS_PER_MINUTE,
      perHour: config.OPEN_METEO_CALLS_PER_HOUR,
      perDay: config.OPEN_METEO_CALLS_PER_DAY,
    },
  };
}

/**
 * The batch's part of each budget: the rest stays for readers' refreshes, which never wait (a reader over
 * budget is served the stored forecast).
 */
export const BATCH_BUDGET_SHARE = 0.8;

let shared: CallBudget | undefined;
/**
 * This process's Open-Meteo call budget, shared by every Open-Meteo client of the process (the plan counts
 * them together). Per process: a deployment whose web app and worker both call Open-Meteo splits the budget
 * between them (the batch, in the worker, makes nearly all calls).
 */
export function openMeteoBudget(): CallBudget {
  shared ??= callBudget(openMeteoPlan().limits);
  return shared;
}
