import { isForecastModel, type ForecastModel } from "../weather/model-ids";

/** The search parameter that named a forecast's model before each model had its own address. */
export const MODEL_PARAM = "modele";

/**
 * The forecast page's address for one model (`/spots/12/weather/icon_eu`, a document of its own, kept and prefetched
 * like any page), or for the default here (the best model, else the blend).
 */
export function forecastHref(spotId: number, model: ForecastModel | "default"): string {
  const path = `/spots/${spotId}/weather`;
  return model === "default" ? path : `${path}/${model}`;
}

const FORECAST_PATH = /^\/spots\/(\d{1,9})\/weather$/;

/**
 * Where an address of the old form goes (proxy.ts, a permanent redirect): `/spots/12/weather?modele=icon_eu` →
 * `/spots/12/weather/icon_eu`; null for the default model (or an unknown one, which shows the default, as before) and
 * for any other path.
 */
export function forecastModelPath(pathname: string, search: URLSearchParams): string | null {
  const match = FORECAST_PATH.exec(pathname);
  const model = search.get(MODEL_PARAM);
  return match && isForecastModel(model) ? forecastHref(Number(match[1]), model) : null;
}
