/*
 * The structured knowledge of a spot (issue « Ça navigue ? »): what the seed stores and GET /api/spots/{id}
 * returns beside the spec's fields. Bearings are degrees 0–359, clockwise from north. A sector runs clockwise
 * from `from` to `to` and may cross north (300 → 30).
 */
export type Sector = { from: number; to: number };

export const WATER_BODIES = ["mer", "lagune", "lac"] as const;
export const SPOT_LEVELS = ["débutant", "intermédiaire", "confirmé"] as const;
export const WATER_STATES = ["plat", "clapot", "vagues"] as const;

export type WaterBody = (typeof WATER_BODIES)[number];
export type SpotLevel = (typeof SPOT_LEVELS)[number];
export type WaterState = (typeof WATER_STATES)[number];

/** Water heights (metres above chart datum, as the tide row shows them) within which the spot works. */
export type TideLimits = { minHeightM: number | null; maxHeightM: number | null; note: string | null };
/** A yearly ban, "MM-DD" to "MM-DD" inclusive, in Europe/Paris. */
export type SeasonalBan = { from: string; to: string; note: string };
export type Source = { label: string; url: string };

export type SpotKnowledge = {
  waterBody: WaterBody;
  orientation: number;
  rideableSectors: Sector[];
  offshoreSectors: Sector[];
  level: SpotLevel;
  water: WaterState;
  tide: TideLimits;
  seasonalBan: SeasonalBan | null;
  sources: Source[];
};
