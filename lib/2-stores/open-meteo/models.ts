import { WeatherProviderError } from "../../1-domain/weather/errors";
import { MODEL_IDS, type ModelId } from "../../1-domain/weather/model-ids";
import { openMeteoCallWeight } from "../../0-base/open-meteo-plan";
import { HOURLY_VARIABLES } from "../../1-domain/weather/open-meteo-schema";
import { fetchForecastBodies, FORECAST_DAYS, OPEN_METEO_MODELS, parseForecastBody, parseModelHours, type FetchBodiesOptions, type FetchForecastOptions, type ForecastHour } from "./open-meteo";

/*
 * The individual models a rider can choose beside the blend, by their Open-Meteo ids (the `models=`
 * parameter; model list of the Forecast API documentation, open-meteo-website src/routes/en/docs/options.ts,
 * and open-meteo's MultiDomains enum, which also accepts them under these older names):
 * - meteofrance_arome_france_hd: AROME France HD, 0.01° (~1.5 km), 2 days, every 3 h;
 * - meteofrance_arpege_europe: ARPEGE Europe, 0.1° (~11 km), 4 days, every 6 h;
 * - icon_eu: DWD ICON-EU, 0.0625° (~7 km), 5 days, every 3 h (ICON-D2 leaves out Finistère and the south);
 * - ecmwf_ifs025: ECMWF IFS 0.25° (~25 km), 15 days, already the blend's second model;
 * - gfs_seamless: NOAA GFS, its 10 m wind from the 0.11° (~13 km) grid, 16 days, every 6 h.
 * With several models asked, every hourly key of the answer is suffixed by the model's name *as asked*
 * (MultiDomainsReader.modelName is the requested case's rawValue): `wind_speed_10m_icon_eu`.
 */
export { BLEND, FORECAST_MODELS, isForecastModel, isModelId, MODEL_IDS, type ForecastModel, type ModelId } from "../../1-domain/weather/model-ids";

const inBlendRequest = (model: string) => (OPEN_METEO_MODELS as readonly string[]).includes(model);
/** Models every answer carries, since the blend's request already asks for them (ECMWF IFS). */
export const MODELS_OF_BLEND_REQUEST: readonly ModelId[] = MODEL_IDS.filter(inBlendRequest);
/** Models only a request « with models » carries: they cost Open-Meteo calls, so they are asked less often. */
export const EXTRA_MODELS: readonly ModelId[] = MODEL_IDS.filter((m) => !inBlendRequest(m));
/** The `models=` of a request with every model: the blend's two first, then the others, in one request. */
export const ALL_MODELS_REQUEST: readonly string[] = [...OPEN_METEO_MODELS, ...EXTRA_MODELS];
/**
 * Open-Meteo counts a request as (variables × models) / 10 calls: a request with every model weighs this many
 * times the blend's (6 models against 2).
 */
export const MODELS_REQUEST_WEIGHT = ALL_MODELS_REQUEST.length / OPEN_METEO_MODELS.length;

export type ModelResult = { hours: ForecastHour[] } | { error: WeatherProviderError };
/** One answer read model by model: the blend, and each individual model it carries, each usable or not. */
export type ForecastAnswer = { blend: ModelResult; models: Partial<Record<ModelId, ModelResult>> };

function attempt(parse: () => ForecastHour[]): ModelResult {
  try {
    return { hours: parse() };
  } catch (error) {
    if (error instanceof WeatherProviderError) return { error };
    throw error;
  }
}

/**
 * Reads an answer to a request for `requested` (ALL_MODELS_REQUEST or the blend's OPEN_METEO_MODELS) model by
 * model: one model's columns absent, malformed or too short spoil that model alone, never the others.
 */
export function parseForecastAnswer(body: unknown, requested: readonly string[]): ForecastAnswer {
  const models: ForecastAnswer["models"] = {};
  for (const model of MODEL_IDS) {
    if (requested.includes(model)) models[model] = attempt(() => parseModelHours(body, model));
  }
  return { blend: attempt(() => parseForecastBody(body)), models };
}

/** The `models=` of a request for the blend and `extras` (individual models besides ECMWF, which the blend carries). */
export function requestedModels(extras: readonly ModelId[]): readonly string[] {
  return [...OPEN_METEO_MODELS, ...EXTRA_MODELS.filter((m) => extras.includes(m))];
}

/** What Open-Meteo counts for one location of a request for `models` (lib/0-base/open-meteo-plan.ts). */
export function locationWeight(models: readonly string[]): number {
  return openMeteoCallWeight(HOURLY_VARIABLES.length * models.length, FORECAST_DAYS);
}

/**
 * One request for the spot: the blend's models, and with `withModels` every individual model too (or the
 * `extras` listed). Throws WeatherProviderError only when the answer as a whole is unusable (HTTP error,
 * timeout, not JSON).
 */
export async function fetchForecastAnswer(options: FetchForecastOptions & { withModels: boolean; extras?: readonly ModelId[] }): Promise<ForecastAnswer> {
  const { latitude, longitude, withModels, extras, ...rest } = options;
  const [answer] = await fetchForecastAnswers({ ...rest, places: [{ latitude, longitude }], extras: extras ?? (withModels ? EXTRA_MODELS : []) });
  return answer;
}

/**
 * One request for several places (in their order), each answer read model by model. Throws WeatherProviderError
 * only when the answer as a whole is unusable.
 */
export async function fetchForecastAnswers(options: Omit<FetchBodiesOptions, "models"> & { extras: readonly ModelId[] }): Promise<ForecastAnswer[]> {
  const requested = requestedModels(options.extras);
  const bodies = await fetchForecastBodies({ ...options, models: requested });
  return bodies.map((body) => parseForecastAnswer(body, requested));
}
