/*
 * Why a forecast could not be obtained from the provider. The caller keeps serving the forecast
 * already stored; these never reach a user as such.
 * - http: no usable HTTP answer (non-2xx status, or the connection failed: `status` is then undefined)
 * - timeout: no complete answer within the time limit
 * - malformed: the body is not JSON, or not the documented shape
 * - incomplete: the shape is right but required values are missing, or fewer than 24 hours are usable
 */
export type WeatherProviderErrorReason = "http" | "timeout" | "malformed" | "incomplete";

/** Longest piece of a provider's body kept in an error message. */
export const MAX_BODY_EXCERPT = 200;

export function bodyExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_BODY_EXCERPT ? `${flat.slice(0, MAX_BODY_EXCERPT)}…` : flat;
}

export class WeatherProviderError extends Error {
  override readonly name = "WeatherProviderError";

  constructor(
    readonly reason: WeatherProviderErrorReason,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
