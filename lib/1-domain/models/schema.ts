import { z } from "zod";
import { FORECAST_MODELS } from "../weather/model-ids";
import { UNKNOWN_MODEL } from "./messages";

/* `?model=` of the forecast, verdict and window routes: a model of lib/2-stores/open-meteo/models.ts or « blend »; absent: the default. */
export const ModelQuerySchema = z.object({
  model: z.enum(FORECAST_MODELS, { error: UNKNOWN_MODEL }).optional(),
});
