/*
 * The forecast models a rider can choose, by their Open-Meteo ids; what each one is and how it is
 * fetched is told in ./models.ts. Kept apart without any import so that pages (the « Modèle » selector) can
 * name them without loading the provider's parser and its schemas.
 */
export const MODEL_IDS = ["meteofrance_arome_france_hd", "meteofrance_arpege_europe", "icon_eu", "ecmwf_ifs025", "gfs_seamless"] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/** The default forecast (open-meteo.ts: Météo-France, then ECMWF), stored beside the models for its skill. */
export const BLEND = "blend" as const;
export type ForecastModel = typeof BLEND | ModelId;
export const FORECAST_MODELS = [BLEND, ...MODEL_IDS] as const;

export const isModelId = (value: unknown): value is ModelId => (MODEL_IDS as readonly unknown[]).includes(value);
export const isForecastModel = (value: unknown): value is ForecastModel => value === BLEND || isModelId(value);

