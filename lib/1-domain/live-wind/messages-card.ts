/* The spot cards' live wind texts, apart from ./messages.ts so that the spot list loads only these (issue 10). */
import { formatDecimal as decimal } from "../../0-base/format";

export { decimal };

export const LIVE_WIND_TITLE = "Vent mesuré";

/** « 14,2 nds » */
export function knotsLabel(knots: number): string {
  return `${decimal(knots)} nds`;
}
