import type { SpotKnowledge } from "../spots/knowledge-types";

/*
 * What GET /api/spots/{id}, /api/weather/{id} and /api/tides/{id} answer, as JSON (dates as ISO strings).
 * The forecast page receives the same shapes from the server as its queries' initial data.
 */
export type SpotDetails = {
  id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
};

/** GET /api/spots/{id}: the spec's fields and the spot's structured knowledge. */
export type SpotWithKnowledge = SpotDetails & SpotKnowledge;

export type ForecastEntry = {
  id: number;
  spotId: number;
  forecastDate: string;
  lastUpdated: string;
  temperature: number;
  /** m/s */
  windSpeed: number;
  /** degrees, where the wind comes from */
  windDirection: number;
  /** m/s */
  windGust: number | null;
  humidity: number;
  description: string;
  /** The model's own mean wind and gusts (m/s) where the page shows them corrected by the spot's station. */
  rawWindSpeed?: number;
  rawWindGust?: number | null;
};

export type TideEntry = {
  id: number;
  spotId: number;
  tideTime: string;
  lastUpdated: string;
  /** metres above chart datum */
  height: number;
  coefficient: number | null;
  type: "high" | "low";
};
