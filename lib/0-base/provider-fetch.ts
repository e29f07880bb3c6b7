/*
 * The one way Alizé calls an outside provider over HTTP (Open-Meteo, Open-Meteo Marine, OpenWindMap…).
 * A provider is trusted to answer, not to decide how much memory or time we spend on it:
 * - a time limit covering the whole exchange, headers and body (a body that stalls times out too);
 * - a byte cap counted on the stream as it arrives: past it the request is aborted, so a 150 MB answer costs
 *   at most the cap, never the whole body in memory first (a Content-Length above the cap is refused unread);
 * - `redirect: "error"`: a provider answers where we asked, it does not send us elsewhere;
 * - one family of typed errors (ProviderError and its per-provider subclasses), whatever went wrong.
 * A cancellation by the caller's own signal is rethrown as is: it is not the provider's failure.
 */

/**
 * Why a provider gave nothing usable. The callers keep what they stored; a rider never reads these.
 * - http: no usable HTTP answer (non-2xx, or the connection failed: `status` is then undefined)
 * - timeout: no complete answer within the time limit
 * - too-large: the body went past the byte cap
 * - redirect: the provider answered with a redirection
 * - malformed: not JSON, or not the documented shape
 * - incomplete: the shape is right but required values are missing
 */
export type ProviderErrorReason = "http" | "timeout" | "too-large" | "redirect" | "malformed" | "incomplete";

/** Longest piece of a provider's body kept in an error message. */
export const MAX_BODY_EXCERPT = 200;
/** How much of an error answer is read to quote it: the rest is never downloaded. */
const ERROR_BODY_BYTES = 4096;

function bodyExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_BODY_EXCERPT ? `${flat.slice(0, MAX_BODY_EXCERPT)}…` : flat;
}

export class ProviderError extends Error {
  override readonly name: string = "ProviderError";

  constructor(
    readonly provider: string,
    readonly reason: ProviderErrorReason,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The subclass a client throws (WeatherProviderError, LiveWindProviderError…): the helper throws the same. */
export type ProviderErrorClass = new (reason: ProviderErrorReason, message: string, status?: number, options?: { cause?: unknown }) => ProviderError;

export type ProviderFetchOptions = {
  /** Its name in error messages and logs, e.g. "Open-Meteo". */
  provider: string;
  /** The error class thrown; a plain ProviderError naming `provider` when absent. */
  errorClass?: ProviderErrorClass;
  timeoutMs: number;
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** Cancels the request; its reason is rethrown as is. */
  signal?: AbortSignal;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type ProviderAnswer = { status: number; headers: Headers; body: Uint8Array };

function failWith(options: ProviderFetchOptions) {
  return (reason: ProviderErrorReason, message: string, status?: number, cause?: unknown): ProviderError =>
    options.errorClass
      ? new options.errorClass(reason, message, status, cause === undefined ? undefined : { cause })
      : new ProviderError(options.provider, reason, message, status, cause === undefined ? undefined : { cause });
}

class CapExceeded extends Error {}

/** Reads at most `max` bytes of the stream; past them, cancels it and throws CapExceeded (unless `truncate`). */
async function readCapped(stream: ReadableStream<Uint8Array> | null, max: number, truncate = false): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > max) {
        if (!truncate) throw new CapExceeded();
        chunks.push(value.subarray(0, max - length));
        length = max;
        break;
      }
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    // Stops the download there (a no-op once the stream has ended).
    await reader.cancel().catch(() => {});
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * One request to a provider: its status, headers and whole body, at most `maxBytes`. Throws the client's
 * ProviderError on a non-2xx answer (quoting a short excerpt), a timeout, a body past the cap, a redirection
 * or a failed connection.
 */
export async function fetchProvider(url: string | URL, options: ProviderFetchOptions): Promise<ProviderAnswer> {
  const { provider, timeoutMs, maxBytes, signal } = options;
  const fail = failWith(options);
  const timeout = AbortSignal.timeout(timeoutMs);
  const stop = new AbortController(); // aborts the connection once the cap is passed
  const combined = AbortSignal.any(signal ? [signal, timeout, stop.signal] : [timeout, stop.signal]);
  try {
    const response = await fetch(url, {
      method: options.method ?? "GET",
      headers: options.headers,
      body: options.body,
      signal: combined,
      redirect: "error",
    });
    const { status, headers } = response;
    if (!response.ok) {
      const excerpt = new TextDecoder().decode(await readCapped(response.body, ERROR_BODY_BYTES, true));
      throw fail("http", `${provider} answered ${status}: ${bodyExcerpt(excerpt)}`, status);
    }
    const announced = Number(headers.get("content-length"));
    if (Number.isFinite(announced) && announced > maxBytes) {
      stop.abort();
      throw fail("too-large", `${provider} announced ${announced} bytes, more than ${maxBytes}`, status);
    }
    try {
      return { status, headers, body: await readCapped(response.body, maxBytes) };
    } catch (error) {
      if (!(error instanceof CapExceeded)) throw error;
      stop.abort();
      throw fail("too-large", `${provider} sent more than ${maxBytes} bytes`, status);
    }
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw fail("timeout", `${provider} did not answer within ${timeoutMs} ms`, undefined, error);
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof Error && cause.message === "unexpected redirect") {
      throw fail("redirect", `${provider} answered with a redirection, not followed`, undefined, error);
    }
    const detail = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    throw fail("http", `${provider} unreachable: ${detail}`, undefined, error);
  }
}

/** fetchProvider, then the body as JSON (`malformed` when it is not). */
export async function fetchProviderJson(url: string | URL, options: ProviderFetchOptions): Promise<unknown> {
  const { status, body } = await fetchProvider(url, { ...options, headers: { accept: "application/json", ...options.headers } });
  const text = new TextDecoder().decode(body);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failWith(options)("malformed", `${options.provider} body is not JSON: ${bodyExcerpt(text)}`, status);
  }
}
