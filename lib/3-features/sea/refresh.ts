import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { hasSeaState, type SeaHour } from "../../1-domain/sea/types";
import type { WaterBody } from "../../1-domain/spots/knowledge-types";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { acquireLease, releaseLease, type Lease } from "../../2-stores/forecasts/lease";
import { fetchMarine } from "../../2-stores/open-meteo/marine";
import { OPEN_METEO_TIMEOUT_MS } from "../../2-stores/open-meteo/open-meteo";
import { replaceSea, seaCheckedAt } from "../../2-stores/sea/sea";
import { isFresh, type RefreshOutcome } from "../forecast-refresh/refresh";

/*
 * The sea is refreshed like the forecast (docs/decisions/0004, 0021): on read when older than its age, by the
 * hourly batch, one fetch per spot across instances (its own lease on the spot's row), no transaction open while
 * the provider answers, the rows replaced in one short transaction, and on any failure the stored rows served.
 * Its age is three hours, not one: the wave models behind the Marine API run twice a day, and 180 spots asked
 * every hour would take 4,300 of the free tier's 10,000 calls a day on top of the forecast's 8,100.
 */
export const SEA_MAX_AGE_MS = 3 * 60 * 60 * 1000;

export type SeaSpot = { id: number; latitude: number; longitude: number; waterBody: WaterBody };
export type SeaSource = (spot: SeaSpot) => Promise<SeaHour[]>;
export type SeaOptions = { source?: SeaSource; maxAgeMs?: number; now?: () => Date };

export const now = (options: SeaOptions) => options.now?.() ?? new Date();

export function marineSource(baseUrl = env().OPEN_METEO_MARINE_BASE_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS): SeaSource {
  return (spot) => fetchMarine({ baseUrl, latitude: spot.latitude, longitude: spot.longitude, timeoutMs });
}

async function refreshUnderLease(db: Db, spot: SeaSpot, lease: Lease, options: SeaOptions): Promise<RefreshOutcome> {
  let released = false;
  try {
    const checked = await seaCheckedAt(db, spot.id);
    if (isFresh(checked, now(options), options.maxAgeMs ?? SEA_MAX_AGE_MS)) return "fresh";
    let hours: SeaHour[];
    try {
      hours = await (options.source ?? marineSource())(spot);
    } catch (error) {
      if (!(error instanceof WeatherProviderError)) throw error;
      const kept = checked ? "état de la mer précédent conservé" : "aucun état de la mer à servir";
      console.warn(`[mer] spot ${spot.id} : échec de la mise à jour, ${kept} (${error.reason}: ${error.message})`);
      return "failed";
    }
    released = await db.transaction(async (tx) => {
      if (!(await releaseLease(tx, lease))) return false;
      await replaceSea(tx, spot.id, hours, now(options));
      return true;
    });
    return released ? "refreshed" : "busy";
  } finally {
    if (!released) await releaseLease(db, lease).catch(() => undefined);
  }
}

/**
 * Refreshes the spot's sea state when older than maxAgeMs, as the holder of its sea lease; "busy" at once when
 * another instance holds it (the reader is then served what is stored). Lakes and lagoons are never asked.
 */
export async function refreshSea(db: Db, spot: SeaSpot, options: SeaOptions = {}): Promise<RefreshOutcome> {
  if (!hasSeaState(spot.waterBody)) return "fresh";
  const lease = await acquireLease(db, spot.id, "sea");
  return lease ? refreshUnderLease(db, spot, lease, options) : "busy";
}

const inflight = perOwner<Db, TtlCache<number, Promise<RefreshOutcome>>>(() => new TtlCache({ max: 10_000, ttlMs: 0 }));

/** refreshSea, joined by every caller of this process while it runs; unexpected errors count as "failed". */
export function refreshSeaOnce(db: Db, spot: SeaSpot, options: SeaOptions = {}): Promise<RefreshOutcome> {
  return inflight(db).get(spot.id, () =>
    refreshSea(db, spot, options).catch((error: unknown) => {
      console.error(`[mer] spot ${spot.id} : mise à jour impossible (${String(error)})`);
      return "failed" as const;
    }),
  );
}
