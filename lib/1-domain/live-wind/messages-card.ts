/* The spot cards' live wind texts, apart from ./messages.ts so that the spot list loads only these (issue 10). */

export const LIVE_WIND_TITLE = "Vent mesuré";

export const decimal = (n: number) => n.toFixed(1).replace(".", ",");

/** « 14,2 nds » */
export function knotsLabel(knots: number): string {
  return `${decimal(knots)} nds`;
}
