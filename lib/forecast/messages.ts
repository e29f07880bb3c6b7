/* The forecast page's texts (spec §4, in the order the page checks them), shared by the page and the API. */
export const SPOT_ID_INVALID = "ID du spot invalide";
export const FORECAST_LOADING = "Chargement des données météo...";
export const SPOT_UNAVAILABLE = "Impossible de charger les informations du spot";
export const WEATHER_UNAVAILABLE = "Les données météo ne sont pas disponibles";
export const TIDES_UNAVAILABLE = "Les données de marées ne sont pas disponibles";

/** The 404 of /api/spots/{id}, /api/weather/{id} and /api/tides/{id}. */
export const SPOT_NOT_FOUND = "Spot introuvable.";

/** Same rule as the API's parseId: a positive integer written with digits only, or null. */
export function parseSpotId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
