/* The spot cards' live wind texts, apart from ./messages.ts so that the spot list loads only these. */
import { formatDecimal as decimal, withUnit } from "../../0-base/format";

export { decimal };

export const LIVE_WIND_TITLE = "Vent mesuré";

/**
 * A station's name as a rider reads it: « Balise Wissant », once, whether or not the network's name already starts
 * with the word (« Balise Wissant » stays as it is).
 */
export function stationName(name: string): string {
  return /^balise\b/i.test(name.trim()) ? name.trim() : `Balise ${name.trim()}`;
}

/** « 14,2 nds » */
export function knotsLabel(knots: number): string {
  return withUnit(decimal(knots), "nds");
}
