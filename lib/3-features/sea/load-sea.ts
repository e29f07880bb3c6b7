import type { Db } from "../../../db/client";
import { runAfter } from "../after";
import { TIMED_OUT, within } from "../../0-base/within";
import { hasSeaState, type SeaHour } from "../../1-domain/sea/types";
import { readSea, seaCheckedAt } from "../../2-stores/sea/sea";
import { isFresh } from "../forecast-refresh/refresh";
import { STALE_WAIT_MS } from "../forecast/load-forecast";
import { now, refreshSeaOnce, SEA_MAX_AGE_MS, type SeaOptions, type SeaSpot } from "./refresh";

export type LoadSeaOptions = SeaOptions & { maxWaitMs?: number };

/**
 * The sea state of a spot as readers get it: [] for a lake or a lagoon (never asked) and where the wave model has
 * nothing; the stored hours when fresh; else a refresh (at most maxWaitMs, then it goes on in the background) and
 * what is stored after it — the previous hours when the provider fails.
 */
export async function loadSea(db: Db, spot: SeaSpot & { seaCheckedAt?: Date | null }, options: LoadSeaOptions = {}): Promise<SeaHour[]> {
  if (!hasSeaState(spot.waterBody)) return [];
  // A page's spot carries when the sea was last asked (getPageSpot): the row is not read again for it.
  const checked = spot.seaCheckedAt !== undefined ? spot.seaCheckedAt : await seaCheckedAt(db, spot.id);
  if (!isFresh(checked, now(options), options.maxAgeMs ?? SEA_MAX_AGE_MS)) {
    const refresh = refreshSeaOnce(db, spot, options);
    if ((await within(refresh, options.maxWaitMs ?? STALE_WAIT_MS)) === TIMED_OUT) runAfter(() => refresh.then(() => undefined));
  }
  return readSea(db, spot.id, now(options));
}
