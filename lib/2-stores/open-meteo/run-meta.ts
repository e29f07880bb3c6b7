import { z } from "zod";
import { withOpenMeteoPlan } from "../../0-base/open-meteo-plan";
import { fetchProviderJson } from "../../0-base/provider-fetch";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { RUN_DOMAINS, RUN_SETTLE_MS, scheduledAvailability, type RunClock, type RunDomain } from "../../1-domain/weather/model-runs";

/*
 * When each model's latest run became available, from Open-Meteo's model metadata: one small static file per
 * model, /data/<domain>/static/meta.json (open-meteo.com/en/docs/model-updates; "API calls to the metadata API
 * are not counted toward daily or monthly request limits"). Times are Unix seconds. The free and customer
 * servers update at slightly different times, so the metadata is read from the same host as the forecasts.
 * A domain whose file cannot be read falls back to its schedule (RUN_SCHEDULE).
 */
const MetaSchema = z.object({
  last_run_initialisation_time: z.number().int().positive(),
  last_run_availability_time: z.number().int().positive(),
});

const META_TIMEOUT_MS = 5_000;
const META_MAX_BYTES = 64_000;

function runMetaUrl(baseUrl: string, domain: RunDomain, apiKey?: string): URL {
  return withOpenMeteoPlan(new URL(`${baseUrl.replace(/\/+$/, "")}/data/${domain}/static/meta.json`), apiKey);
}

/** When `domain`'s latest run can be asked for (its availability, plus the servers' settling time). */
async function fetchRunAvailability(baseUrl: string, domain: RunDomain, apiKey?: string): Promise<Date> {
  const body = await fetchProviderJson(runMetaUrl(baseUrl, domain, apiKey), {
    provider: "Open-Meteo",
    errorClass: WeatherProviderError,
    timeoutMs: META_TIMEOUT_MS,
    maxBytes: META_MAX_BYTES,
  });
  const parsed = MetaSchema.safeParse(body);
  if (!parsed.success) throw new WeatherProviderError("malformed", `Unexpected Open-Meteo metadata for ${domain}`);
  return new Date(parsed.data.last_run_availability_time * 1000 + RUN_SETTLE_MS);
}

export type RunClockReading = { runs: RunClock; fromSchedule: RunDomain[] };

/** Every domain's latest run, read at once; a domain that fails is taken from its schedule (and logged). */
export async function readRunClock(baseUrl: string, now: Date, apiKey?: string): Promise<RunClockReading> {
  const fromSchedule: RunDomain[] = [];
  const entries = await Promise.all(
    RUN_DOMAINS.map(async (domain) => {
      try {
        const at = await fetchRunAvailability(baseUrl, domain, apiKey);
        // A run announced "in the future" (clock skew) counts from now.
        return [domain, at.getTime() > now.getTime() ? now : at] as const;
      } catch (error) {
        if (!(error instanceof WeatherProviderError)) throw error;
        fromSchedule.push(domain);
        return [domain, scheduledAvailability(domain, now)] as const;
      }
    }),
  );
  if (fromSchedule.length) {
    console.warn(`[prévisions] métadonnées Open-Meteo illisibles pour ${fromSchedule.join(", ")} : horaires des runs pris dans le calendrier`);
  }
  return { runs: Object.fromEntries(entries) as RunClock, fromSchedule };
}
