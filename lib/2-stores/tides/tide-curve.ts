import "server-only";
import type { Db } from "../../../db/client";
import { spotTidePlace } from "../spots/places";
import { heightsByHour, isTideNegligible } from "../../1-domain/tides/heights";

/**
 * How the page speaks of the tide at a spot: « tidal » draws the tide row and the curve, « negligible » says
 * « Marée négligeable » (Mediterranean), « lake » says there is no tide.
 */
export type TideKind = "tidal" | "negligible" | "lake";

/** The water height at every hour of the forecast, for the day cards' small curve (ISO time, metres). */
export type TidePoint = { time: string; heightM: number };

export type TideCurve = { kind: TideKind; points: TidePoint[] };

/** The spot's tide kind and, on a tidal coast, its hourly heights from `from` to `to` (the forecast's hours). */
export async function loadTideCurve(db: Db, spotId: number, from: Date | null, to: Date | null): Promise<TideCurve> {
  const spot = await spotTidePlace(db, spotId);
  if (!spot) return { kind: "tidal", points: [] };
  if (spot.waterBody === "lac") return { kind: "lake", points: [] };
  if (isTideNegligible(spot)) return { kind: "negligible", points: [] };
  const points = from && to ? heightsByHour(spot, from, to).map((h) => ({ time: h.time.toISOString(), heightM: h.heightM })) : [];
  return { kind: "tidal", points };
}
