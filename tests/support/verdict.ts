/* For tests only: a fictional spot on a west-facing Atlantic beach, and forecast hours in the shape stored. */
import type { SpotKnowledge } from "../../lib/1-domain/spots/knowledge-types";
import type { ForecastHour, VerdictSpot } from "../../lib/1-domain/verdict/types";
import { MS_TO_KNOTS } from "../../lib/1-domain/wind/knots";

export const westBeach: SpotKnowledge = {
  waterBody: "mer",
  orientation: 270,
  rideableSectors: [{ from: 180, to: 0 }],
  offshoreSectors: [{ from: 45, to: 135 }],
  level: "intermédiaire",
  water: "vagues",
  tide: { minHeightM: null, maxHeightM: null, note: null },
  seasonalBan: null,
  sources: [],
};

/** Near Brest: the sun rises about 06:15 and sets about 22:20 (Paris time) at the summer solstice. */
export const westSpot = (knowledge: Partial<SpotKnowledge> = {}): VerdictSpot => ({
  latitude: 48.39,
  longitude: -4.49,
  knowledge: { ...westBeach, ...knowledge },
});

/** m/s giving exactly `kn` once shown in knots (rounded to 0.1). */
export const ms = (kn: number) => kn / MS_TO_KNOTS;

/** An hour of wind in knots (stored in m/s), from the west by default, at 14:00 Paris on the solstice. */
export function hour(kn: number, options: { gustKn?: number | null; deg?: number; at?: string } = {}): ForecastHour {
  const gust = options.gustKn === undefined ? kn + 4 : options.gustKn;
  return {
    forecastDate: options.at ?? "2026-06-21T12:00:00.000Z",
    windSpeed: ms(kn),
    windGust: gust === null ? null : ms(gust),
    windDirection: options.deg ?? 270,
  };
}

/** Stored forecast rows for a spot: `hours` consecutive hours from `startIso`, `kn` knots from `deg`. */
export function forecastRows(spotId: number, startIso: string, hours: number, kn = 20, deg = 270) {
  const start = Date.parse(startIso);
  return Array.from({ length: hours }, (_, i) => ({
    spotId,
    forecastDate: new Date(start + i * 3_600_000),
    lastUpdated: new Date(start),
    temperature: 18,
    windSpeed: ms(kn),
    windDirection: deg,
    windGust: ms(kn + 4),
    humidity: 70,
    description: "Ensoleillé",
  }));
}
