import type { WaterBody } from "../spots/knowledge-types";

/** One hour of sea state at a spot; every value may be null (no wave model cell there, past a horizon). */
export type SeaHour = {
  forecastDate: Date;
  /** Significant height of the combined wind waves and swell, metres. */
  waveHeightM: number | null;
  /** Mean period of those waves, seconds. */
  wavePeriodS: number | null;
  /** Where the waves come from, degrees (0 = from the north), like the wind's direction. */
  waveDirection: number | null;
  swellHeightM: number | null;
  swellPeriodS: number | null;
  /** Sea surface temperature, °C. */
  seaTemperatureC: number | null;
};

/** One hour as GET /api/spots/{id}/sea answers it (and the forecast page reads it). */
export type SeaEntry = Omit<SeaHour, "forecastDate"> & { forecastDate: string };

/**
 * Whether the Marine API is asked for this spot at all: the sea only. A lake has no waves of the ocean's model,
 * and a lagoon's grid cell is the open sea outside its lido, whose waves and temperature the lagoon does not have.
 */
export function hasSeaState(waterBody: WaterBody): boolean {
  return waterBody === "mer";
}

export const toSeaEntry = (h: SeaHour): SeaEntry => ({ ...h, forecastDate: h.forecastDate.toISOString() });

/** The wave height by instant, for the verdict's sea rule (lib/1-domain/verdict/sea-rule.ts): null at an hour without. */
export function waveHeightsByHour(hours: readonly Pick<SeaHour, "forecastDate" | "waveHeightM">[]): (instant: Date) => number | null {
  const byHour = new Map(hours.map((h) => [h.forecastDate.getTime(), h.waveHeightM]));
  return (instant) => byHour.get(instant.getTime()) ?? null;
}
