import { bodyExcerpt } from "../../1-domain/weather/errors";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import { LiveAllSchema } from "../../1-domain/live-wind/openwindmap-schema";
import { usableStations, type UsableStations } from "../../1-domain/live-wind/stations";

/*
 * OpenWindMap API v1 (no key). Its documentation asks for at most one request a minute for all stations and a
 * cache of one's own: the poller (./poll.ts) is the only caller of the live endpoint, and pages read the database.
 */
export const OPENWINDMAP_TIMEOUT_MS = 10_000;
/** ~1,500 stations with their metadata are ~1 MB; far more is not what we asked for. */
const MAX_BODY_CHARS = 10_000_000;

export type ClientOptions = { baseUrl: string; timeoutMs?: number; signal?: AbortSignal };

/** GETs `path` and parses its JSON body, or throws LiveWindProviderError (a caller's abort is rethrown as is). */
export async function getJson(path: string, { baseUrl, timeoutMs = OPENWINDMAP_TIMEOUT_MS, signal }: ClientOptions): Promise<unknown> {
  const url = `${baseUrl.replace(/\/+$/, "")}${path}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { signal: combined, headers: { accept: "application/json" } });
    status = response.status;
    text = await response.text(); // under the same signal: a stalled body times out too
    if (!response.ok) throw new LiveWindProviderError("http", `OpenWindMap answered ${status}: ${bodyExcerpt(text)}`, status);
  } catch (error) {
    if (error instanceof LiveWindProviderError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) {
      throw new LiveWindProviderError("timeout", `OpenWindMap did not answer within ${timeoutMs} ms`, undefined, { cause: error });
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new LiveWindProviderError("http", `OpenWindMap unreachable: ${detail}`, undefined, { cause: error });
  }
  if (text.length > MAX_BODY_CHARS) {
    throw new LiveWindProviderError("malformed", `OpenWindMap body too large (${text.length} characters)`, status);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new LiveWindProviderError("malformed", `OpenWindMap body is not JSON: ${bodyExcerpt(text)}`, status);
  }
}

/** Every station's latest reading (`/v1/live-with-meta/all`), keeping only the usable ones. */
export async function fetchLiveStations(options: ClientOptions & { now?: Date }): Promise<UsableStations> {
  const body = await getJson("/v1/live-with-meta/all", options);
  const parsed = LiveAllSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LiveWindProviderError("malformed", `Unexpected OpenWindMap body at ${issue?.path.join(".") || "body"}: ${issue?.message}`);
  }
  const stations = parsed.data.data;
  const result = usableStations(stations, options.now ?? new Date());
  // An empty network or one mostly unreadable is a broken answer, not every station gone: keep what is stored.
  if (stations.length === 0 || result.ignored.malformed * 2 > stations.length) {
    throw new LiveWindProviderError("malformed", `OpenWindMap listed ${stations.length} stations, ${result.ignored.malformed} unreadable`);
  }
  return result;
}
