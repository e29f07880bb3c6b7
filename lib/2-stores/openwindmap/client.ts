import { fetchProviderJson } from "../../0-base/provider-fetch";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import { LiveAllSchema } from "../../1-domain/live-wind/openwindmap-schema";
import { usableStations, type UsableStations } from "../../1-domain/live-wind/stations";

/*
 * OpenWindMap API v1 (no key). Its documentation asks for at most one request a minute for all stations and a
 * cache of one's own: the poller (./poll.ts) is the only caller of the live endpoint, and pages read the database.
 */
const OPENWINDMAP_TIMEOUT_MS = 10_000;
/** ~1,500 stations with their metadata are ~1 MB; far more is not what we asked for. */
const MAX_BODY_BYTES = 10_000_000;

export type ClientOptions = { baseUrl: string; timeoutMs?: number; signal?: AbortSignal };

/** GETs `path` and parses its JSON body, or throws LiveWindProviderError (a caller's abort is rethrown as is). */
export function getJson(path: string, { baseUrl, timeoutMs = OPENWINDMAP_TIMEOUT_MS, signal }: ClientOptions): Promise<unknown> {
  const url = `${baseUrl.replace(/\/+$/, "")}${path}`;
  return fetchProviderJson(url, { provider: "OpenWindMap", errorClass: LiveWindProviderError, timeoutMs, maxBytes: MAX_BODY_BYTES, signal });
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
