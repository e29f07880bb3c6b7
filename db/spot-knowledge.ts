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

/** What a source is evidence of, for this spot. */
export const SOURCE_SUPPORTS = ["location", "orientation", "level", "rules", "tides", "hazards"] as const;
export type SourceSupport = (typeof SOURCE_SUPPORTS)[number];
export type Source = {
  label: string;
  url: string;
  /** What it supports for this spot (absent in data written before sources said so). */
  supports?: SourceSupport[];
  /** A home page or a general reference, which says nothing of this spot in particular. */
  general?: boolean;
  /** When the text read was written or the rule it reports was signed: "YYYY", "YYYY-MM" or "YYYY-MM-DD". */
  date?: string;
};

/**
 * A yearly ban, "MM-DD" to "MM-DD" inclusive, in Europe/Paris, read in `source` (a decree, the commune's page, a
 * federation page naming the beach). The seed keeps none without a source (see summerRestrictions), so the
 * verdict, which reads this field, never states dates nobody read.
 */
export type SeasonalBan = { from: string; to: string; note: string; source?: Source | null };

/**
 * A buoyed kite zone, a launch corridor or a local rule of the water (a reserve, a channel, a speed limit), always
 * with the page it was read on; its period ("MM-DD", "01-01" to "12-31" for all year) only where that page gives
 * it, its limits in the note.
 */
export type KiteZone = { note: string; from: string | null; to: string | null; source: Source | null };

/** What a rider must watch for on the spot (labels: lib/1-domain/spots/messages-knowledge.ts). */
export const HAZARDS = [
  "courants",
  "baines",
  "shore-break",
  "rochers",
  "epis",
  "conchyliculture",
  "chenal",
  "baignade",
  "vasieres",
  "estran",
  "rafales",
  "zone-protegee",
  "isolement",
  "aerodrome",
] as const;
export type Hazard = (typeof HAZARDS)[number];

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
  /*
   * What « Fiche du spot » shows beside the verdict's inputs. Optional: rows written before they existed read as
   * unknown, and the verdict does not read them.
   */
  /**
   * Written per spot: from its sources that support « hazards », or where none does, from the spot's own
   * description (local knowledge), which « Fiche du spot » then says.
   */
  hazards?: Hazard[];
  zones?: KiteZone[];
  /** Supervised beaches nearby whose summer rules (municipal decrees) Alizé has not read: « vérifiez sur place ». */
  summerRestrictions?: boolean;
};
