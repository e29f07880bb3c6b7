import type { TideEntry } from "@/lib/1-domain/forecast/api-types";
import type { TidePoint } from "@/lib/2-stores/tides/tide-curve";
import { TIDE_SHORT } from "@/lib/1-domain/forecast/tide-events";
import { parisTime } from "@/lib/0-base/time";
import { TIDE_CURVE_LABEL } from "@/lib/1-domain/forecast/verdict-ui";
import { formatTideHeight } from "@/lib/1-domain/tides/helpers";

const W = 300;
const H = 56;
const PAD = 4;
/** Room above and below the line for the « PM »/« BM » marks. */
const MARK = 12;

/**
 * The day's water height per hour as one light inline SVG line, with its high and low waters marked (a dot
 * and « PM »/« BM »). The times and heights are already written above it: the curve is their picture.
 */
export function TideCurve({ points, events }: { points: TidePoint[]; events: TideEntry[] }) {
  if (points.length < 2) return null;
  const t0 = Date.parse(points[0]!.time);
  const t1 = Date.parse(points.at(-1)!.time);
  const heights = points.map((p) => p.heightM).concat(events.map((e) => e.height));
  const lo = Math.min(...heights);
  const hi = Math.max(...heights);
  const x = (t: number) => PAD + ((t - t0) / Math.max(t1 - t0, 1)) * (W - 2 * PAD);
  const y = (m: number) => MARK + (1 - (m - lo) / Math.max(hi - lo, 0.01)) * (H - 2 * MARK);
  const line = points.map((p) => `${x(Date.parse(p.time)).toFixed(1)},${y(p.heightM).toFixed(1)}`).join(" ");
  const marks = events.filter((e) => Date.parse(e.tideTime) >= t0 && Date.parse(e.tideTime) <= t1);
  const label = `${TIDE_CURVE_LABEL} : ${marks.map((e) => `${TIDE_SHORT[e.type]} ${parisTime(e.tideTime)} ${formatTideHeight(e.height)}`).join(", ")}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="block h-auto w-full max-w-md text-primary" data-testid="tide-curve">
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} />
      {marks.map((e) => {
        const cx = x(Date.parse(e.tideTime));
        const cy = y(e.height);
        return (
          <g key={e.id}>
            <circle cx={cx} cy={cy} r={3} className="fill-primary" />
            <text x={cx} y={e.type === "high" ? cy - 5 : cy + 11} textAnchor="middle" className="fill-muted-foreground text-[9px] font-semibold">
              {TIDE_SHORT[e.type]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
