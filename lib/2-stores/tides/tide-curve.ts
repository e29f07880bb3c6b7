import "server-only";
import type { Db } from "../../../db/client";
import { spotTidePlace } from "../spots/places";
import { heightsByHour, isTideNegligible } from "../../1-domain/tides/heights";
import { TtlCache } from "../../0-base/ttl-cache";
import type { WaterBody } from "../../1-domain/spots/knowledge-types";

/**
 * How the page speaks of the tide at a spot: « tidal » draws the tide row and the curve, « negligible » says
 * « Marée négligeable » (Mediterranean), « lake » says there is no tide.
 */
export type TideKind = "tidal" | "negligible" | "lake";

/** The water height at every hour of the forecast, for the day cards' small curve (ISO time, metres). */
export type TidePoint = { time: string; heightM: number };

export type TideCurve = { kind: TideKind; points: TidePoint[] };

type CurveSpot = { hydrographicSource: string; latitude: number; longitude: number; waterBody: WaterBody };

/**
 * The spot's tide kind and, on a tidal coast, its hourly heights from `from` to `to` (the forecast's hours). A page
 * passes the spot it has read; an id reads its row.
 */
export async function loadTideCurve(db: Db, spotOrId: number | CurveSpot, from: Date | null, to: Date | null): Promise<TideCurve> {
  const spot = typeof spotOrId === "number" ? await spotTidePlace(db, spotOrId) : spotOrId;
  if (!spot) return { kind: "tidal", points: [] };
  if (spot.waterBody === "lac") return { kind: "lake", points: [] };
  if (isTideNegligible(spot)) return { kind: "negligible", points: [] };
  if (!from || !to) return { kind: "tidal", points: [] };
  // Astronomical, the same for every render of the week: computed once per spot and range (a few ms each).
  const key = `${spot.hydrographicSource}|${spot.latitude}|${spot.longitude}|${from.getTime()}|${to.getTime()}`;
  return { kind: "tidal", points: curves.get(key, () => heightsByHour(spot, from, to).map((h) => ({ time: h.time.toISOString(), heightM: h.heightM }))) };
}

/** ~170 points a week: 500 curves are well under a megabyte. */
const curves = new TtlCache<string, TidePoint[]>({ max: 500, ttlMs: 60 * 60_000 });


