import type { Db } from "../../../db/client";
import type { LatLng } from "../../1-domain/spots/geo";
import type { NearestSpot } from "../../1-domain/spots/types";
import type { RankedSpot } from "../../1-domain/where/rank";
import { nearestSpots } from "../../2-stores/spots/nearest";
import type { WhereDeps } from "./forecast-days";
import { todayOf } from "./ranking";

/** A nearest spot with today's answer for the rider beside its distance: null without a verdict (no sheet or forecast). */
export type NearestWithToday = NearestSpot & { today: Pick<RankedSpot, "verdict" | "window"> | null };

/** GET /api/spots/nearest: the `limit` nearest spots, each with today's best verdict and window for this rider. */
export async function nearestWithToday(db: Db, userId: number, center: LatLng, limit: number, deps: WhereDeps = {}): Promise<NearestWithToday[]> {
  const spots = await nearestSpots(db, userId, center, limit);
  const today = await todayOf(db, userId, spots.map((s) => s.id), deps);
  return spots.map((s) => ({ ...s, today: today.get(s.id) ?? null }));
}
