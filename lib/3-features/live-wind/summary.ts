import type { Db } from "../../../db/client";
import { liveSummaryRows } from "../../2-stores/live-wind/spot-stations";
import { STALE_AFTER_MS } from "./live";
import { kmhToKnots } from "../../1-domain/live-wind/units";

/*
 * The spot cards' live wind, apart from the spec's spot list (GET /api/spots keeps its shape and
 * its cached hot path): one query for every spot that has a station, a few dozen bytes per spot. Served by
 * GET /api/spots/live and given to /spots's first render.
 */
export type LiveSummary = { windAvgKn: number; directionDeg: number | null; stale: boolean };
/** Spot id (as a JSON key) → its station's last mean wind; spots without a station are absent. */
export type LiveSummaries = Record<string, LiveSummary>;

export async function liveSummaries(db: Db, now = new Date()): Promise<LiveSummaries> {
  const rows = await liveSummaryRows(db);
  const out: LiveSummaries = {};
  for (const r of rows) {
    out[r.spotId] = {
      windAvgKn: kmhToKnots(r.windAvgKmh),
      directionDeg: r.headingDeg === null ? null : Math.round(r.headingDeg),
      stale: now.getTime() - r.measuredAt.getTime() > STALE_AFTER_MS,
    };
  }
  return out;
}
