import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { hasSeaState, type SeaHour } from "../../1-domain/sea/types";
import type { WaterBody } from "../../1-domain/spots/knowledge-types";
import { WeatherProviderError } from "../../1-domain/weather/errors";
import { acquireLeases, releaseLeases } from "../../2-stores/forecasts/lease";
import { fetchMarine, fetchMarineMany } from "../../2-stores/open-meteo/marine";
import { OPEN_METEO_TIMEOUT_MS } from "../../2-stores/open-meteo/open-meteo";
import { replaceSeas, seaCheckedAtOf } from "../../2-stores/sea/sea";
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
/** The sea state of one spot; throws WeatherProviderError when the provider gives nothing usable. */
export type SeaSource = (spot: SeaSpot) => Promise<SeaHour[]>;
/** The sea state of several spots in one request, in their order, a spot's own failure in its place. */
export type SeaManySource = (spots: readonly SeaSpot[]) => Promise<(SeaHour[] | WeatherProviderError)[]>;
export type SeaOptions = { source?: SeaSource; maxAgeMs?: number; now?: () => Date };
export type SeaManyOptions = Omit<SeaOptions, "source"> & { source?: SeaManySource };

export const now = (options: { now?: () => Date }) => options.now?.() ?? new Date();

export function marineSource(baseUrl = env().OPEN_METEO_MARINE_BASE_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS): SeaSource {
  return (spot) => fetchMarine({ baseUrl, latitude: spot.latitude, longitude: spot.longitude, timeoutMs });
}

/** The Marine API for several spots a request (the batch's; Open-Meteo takes several coordinates, as for the forecast). */
export function marineManySource(baseUrl = env().OPEN_METEO_MARINE_BASE_URL, timeoutMs = 2 * OPEN_METEO_TIMEOUT_MS): SeaManySource {
  return (spots) => fetchMarineMany({ baseUrl, places: spots, timeoutMs });
}

function logFailure(spotId: number, checked: Date | null | undefined, error: WeatherProviderError) {
  const kept = checked ? "état de la mer précédent conservé" : "aucun état de la mer à servir";
  console.warn(`[mer] spot ${spotId} : échec de la mise à jour, ${kept} (${error.reason}: ${error.message})`);
}

/**
 * Refreshes the sea state of the spots older than maxAgeMs, as the holder of each one's sea lease, all asked in
 * one request: a spot another instance holds is "busy" at once (its reader is served what is stored), one whose
 * state turned fresh meanwhile is not asked. No transaction is open while the provider answers; the answers are
 * stored in one short transaction that gives the leases back. A failure keeps the stored rows. Lakes and lagoons
 * are never asked.
 */
export async function refreshSeaMany(db: Db, spots: readonly SeaSpot[], options: SeaManyOptions = {}): Promise<Map<number, RefreshOutcome>> {
  const outcomes = new Map<number, RefreshOutcome>();
  const sea = spots.filter((s) => {
    if (!hasSeaState(s.waterBody)) outcomes.set(s.id, "fresh");
    return hasSeaState(s.waterBody);
  });
  const leases = await acquireLeases(db, sea.map((s) => s.id), "sea");
  for (const s of sea) if (!leases.has(s.id)) outcomes.set(s.id, "busy");
  if (!leases.size) return outcomes;
  const unreleased = new Map(leases);
  try {
    const checked = await seaCheckedAtOf(db, [...leases.keys()]);
    const stale = sea.filter((s) => leases.has(s.id) && !isFresh(checked.get(s.id), now(options), options.maxAgeMs ?? SEA_MAX_AGE_MS));
    for (const s of sea) if (leases.has(s.id) && !stale.includes(s)) outcomes.set(s.id, "fresh");
    if (!stale.length) return outcomes;
    let answers: (SeaHour[] | WeatherProviderError)[];
    try {
      answers = await (options.source ?? marineManySource())(stale);
    } catch (error) {
      if (!(error instanceof WeatherProviderError)) throw error;
      answers = stale.map(() => error);
    }
    const items: { spotId: number; hours: SeaHour[] }[] = [];
    stale.forEach((s, i) => {
      const answer = answers[i]!;
      if (answer instanceof WeatherProviderError) {
        logFailure(s.id, checked.get(s.id), answer);
        outcomes.set(s.id, "failed");
      } else items.push({ spotId: s.id, hours: answer });
    });
    if (!items.length) return outcomes;
    const released = await db.transaction(async (tx) => {
      const ours = await releaseLeases(tx, items.map((i) => leases.get(i.spotId)!));
      await replaceSeas(tx, items.filter((i) => ours.has(i.spotId)), now(options));
      return ours;
    });
    for (const { spotId } of items) {
      unreleased.delete(spotId);
      outcomes.set(spotId, released.has(spotId) ? "refreshed" : "busy");
    }
    return outcomes;
  } finally {
    // The leases not given back with an answer: fresh spots, failures, or an error thrown on the way.
    if (unreleased.size) await releaseLeases(db, [...unreleased.values()]).catch(() => undefined);
  }
}

/**
 * Refreshes the spot's sea state when older than maxAgeMs, as the holder of its sea lease; "busy" at once when
 * another instance holds it (the reader is then served what is stored). Lakes and lagoons are never asked.
 */
export async function refreshSea(db: Db, spot: SeaSpot, options: SeaOptions = {}): Promise<RefreshOutcome> {
  const source = options.source ?? marineSource();
  const outcomes = await refreshSeaMany(db, [spot], { ...options, source: async ([s]) => [await source(s!)] });
  return outcomes.get(spot.id)!;
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
