import type { ReactElement } from "react";
import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { TIDE_CURVE_LABEL } from "@/lib/1-domain/forecast/verdict-ui";
import { HOUR_MS } from "@/lib/1-domain/verdict/daylight";

/** The drawing's own units: an hour is two wide (half an hour each side of it), the water's range 0 to RANGE. */
const RANGE = 40;

type Row = (cell: (e: ForecastEntry, i: number, night: boolean) => ReactElement) => ReactElement[];

/**
 * The day's water height as a curve drawn in the table itself, one piece per hour's cell: each hour's piece runs
 * from half an hour before it to half an hour after, so the curve lines up with the hours whatever the columns'
 * widths (« maintenant », folded nights) and the high and low waters fall in the hour the tide row names them, in
 * its readable text. A drawing of the tide row's figures, hidden from screen readers, which read that row.
 */
export function TideCurveRow({ row, heights }: { row: Row; heights: Map<number, number> }) {
  const values = [...heights.values()];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const y = (m: number) => (1 - (m - lo) / Math.max(hi - lo, 0.01)) * (RANGE - 4) + 2;
  const at = (t: number) => heights.get(t);
  const half = (t: number, other: number) => {
    const here = at(t)!;
    const there = at(other);
    return there === undefined ? here : (here + there) / 2;
  };
  return (
    <tr aria-hidden data-testid="tide-curve">
      <th scope="row" className="text-xs font-normal">
        {TIDE_CURVE_LABEL}
      </th>
      {row((e, i, night) => {
        const t = Date.parse(e.forecastDate);
        const flags = night ? { "data-night": "" } : {};
        if (at(t) === undefined) return <td data-curve="" {...flags} />;
        const points = `0,${y(half(t, t - HOUR_MS)).toFixed(1)} 1,${y(at(t)!).toFixed(1)} 2,${y(half(t, t + HOUR_MS)).toFixed(1)}`;
        return (
          <td data-curve="" {...flags}>
            <svg viewBox={`0 0 2 ${RANGE}`} preserveAspectRatio="none">
              <polygon points={`0,${RANGE} ${points} 2,${RANGE}`} stroke="none" className="fill-primary/15" />
              <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
            </svg>
          </td>
        );
      })}
    </tr>
  );
}
