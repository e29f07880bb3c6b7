import { isForecastModel, type ForecastModel } from "../weather/model-ids";

/** The forecast page's search parameter naming the model its table shows (issue 12); absent: the default here. */
export const MODEL_PARAM = "modele";

/** The forecast page's address for one model, or for the default here (the best model, else the blend). */
export function forecastHref(spotId: number, model: ForecastModel | "default"): string {
  const path = `/spots/${spotId}/weather`;
  return model === "default" ? path : `${path}?${MODEL_PARAM}=${model}`;
}

const FORECAST_PATH = /^\/spots\/(\d{1,9})\/weather$/;

/**
 * The kept page a forecast's address is served from (proxy.ts): `/spots/12/weather?modele=icon_eu` →
 * `/spots/12/weather/icon_eu`, each model's page a document of its own; null for the default model (or an unknown one,
 * which shows the default, as before) and for any other path.
 */
export function forecastModelPath(pathname: string, search: URLSearchParams): string | null {
  const match = FORECAST_PATH.exec(pathname);
  const model = search.get(MODEL_PARAM);
  return match && isForecastModel(model) ? `/spots/${match[1]}/weather/${model}` : null;
}
