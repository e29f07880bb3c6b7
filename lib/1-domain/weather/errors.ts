import { ProviderError, type ProviderErrorReason } from "../../0-base/provider-fetch";

/*
 * Why a forecast could not be obtained from Open-Meteo (forecast or marine): the reasons of every provider
 * (lib/0-base/provider-fetch.ts). The caller keeps serving the forecast already stored; these never reach a
 * user as such. `incomplete`: the shape is right but required values are missing, or fewer than 24 hours are usable.
 */
export type WeatherProviderErrorReason = ProviderErrorReason;

export class WeatherProviderError extends ProviderError {
  override readonly name = "WeatherProviderError";

  constructor(reason: WeatherProviderErrorReason, message: string, status?: number, options?: { cause?: unknown }) {
    super("Open-Meteo", reason, message, status, options);
  }
}
