import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots } from "../../../db/schema";
import { SPOT_NOT_FOUND } from "../../1-domain/forecast/messages";
import { NotFound } from "../../0-base/errors";
import type { SpotWithKnowledge } from "../../1-domain/forecast/api-types";

/*
 * lib/2-stores/spots owns the tables spots and spot_favorites: every query on them is in this folder. Four columns of
 * spots are another store's state, read and written only there: weather_refreshing_until and sea_refreshing_until
 * (the refresh leases, lib/2-stores/forecasts/lease.ts), sea_checked_at (lib/2-stores/sea/sea.ts) and
 * tides_computed_at (lib/2-stores/tides/tides.ts).
 */

/** The structured knowledge of a spot (lib/1-domain/spots/knowledge-types.ts), as columns to select. */
export const KNOWLEDGE_COLUMNS = {
  waterBody: spots.waterBody,
  orientation: spots.orientation,
  rideableSectors: spots.rideableSectors,
  offshoreSectors: spots.offshoreSectors,
  level: spots.level,
  water: spots.water,
  tide: spots.tide,
  seasonalBan: spots.seasonalBan,
  sources: spots.sources,
};

/** What « Fiche du spot » shows beside the verdict's inputs: the verdict never reads these. */
const SHEET_COLUMNS = {
  hazards: spots.hazards,
  zones: spots.zones,
  summerRestrictions: spots.summerRestrictions,
};

/** The spot as GET /api/spots/{id} answers it: the spec's fields, its knowledge and its sheet. */
const ANSWER_COLUMNS = {
  id: spots.id,
  name: spots.name,
  description: spots.description,
  latitude: spots.latitude,
  longitude: spots.longitude,
  ...KNOWLEDGE_COLUMNS,
  ...SHEET_COLUMNS,
};

/** The spot as GET /api/spots/{id} answers it, the spec's fields and its knowledge; NotFound « Spot introuvable. » otherwise. */
export async function getSpot(db: Db, spotId: number): Promise<SpotWithKnowledge> {
  const [spot] = await db.select(ANSWER_COLUMNS).from(spots).where(eq(spots.id, spotId));
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  return spot;
}

/**
 * The state a page's readers keep on the spot's row: its tide gauge and when its tides and sea were last
 * computed or asked. Read with the spot by a page, so that the tides and the sea need not read the row again.
 */
const STATE_COLUMNS = {
  hydrographicSource: spots.hydrographicSource,
  tidesComputedAt: spots.tidesComputedAt,
  seaCheckedAt: spots.seaCheckedAt,
};

export type PageSpot = SpotWithKnowledge & { hydrographicSource: string; tidesComputedAt: Date | null; seaCheckedAt: Date | null };

/** The spot as a page reads it, once: getSpot's fields and the state of its tides and sea; NotFound otherwise. */
export async function getPageSpot(db: Db, spotId: number): Promise<PageSpot> {
  const [spot] = await db
    .select({ ...ANSWER_COLUMNS, ...STATE_COLUMNS })
    .from(spots)
    .where(eq(spots.id, spotId));
  if (!spot) throw new NotFound(SPOT_NOT_FOUND);
  return spot;
}

/** What the page sends the browser of its spot: getSpot's answer, without the readers' state. */
export function spotAnswer(spot: PageSpot): SpotWithKnowledge {
  const { hydrographicSource: _source, tidesComputedAt: _tides, seaCheckedAt: _sea, ...answer } = spot;
  return answer;
}
