import type { ForecastModel } from "@/lib/1-domain/weather/model-ids";

/** The forecast page's search parameter naming the model its table shows (issue 12); absent: the default here. */
export const MODEL_PARAM = "modele";

/** The forecast page's address for one model, or for the default here (the best model, else the blend). */
export function forecastHref(spotId: number, model: ForecastModel | "default"): string {
  const path = `/spots/${spotId}/weather`;
  return model === "default" ? path : `${path}?${MODEL_PARAM}=${model}`;
}
