import { ARROW_UP_PATH } from "@/components/ui/arrow-path";
import type { TideEntry } from "@/lib/1-domain/forecast/api-types";
import { TIDE_SHORT, tideEventDescription } from "@/lib/1-domain/forecast/tide-events";
import { parisTime } from "@/lib/0-base/time";
import { formatDecimal } from "@/lib/0-base/format";
import { formatTideHeight, type TideDirection } from "@/lib/1-domain/tides/helpers";
import type { DirectionTone } from "@/lib/1-domain/verdict/sectors";
import { WEATHER_GLYPHS, glyphId } from "./weather-glyphs";
import {
  arrowRotation,
  cardinalLetters,
  directionTooltip,
  formatKnots,
  weatherIcon,
  windColorBand,
  windColorBandForMs,
  type WeatherIcon,
} from "@/lib/1-domain/wind";

/*
 * One table cell per forecast hour; the bands' colours are the theme's (app/globals.css). Cells are plain
 * server-rendered markup (no client state, no focusable element): 133 of each on a week's page. Their `data-tip`
 * is shown by the table's single tooltip (cell-tip.tsx) on hover or touch; an empty `data-tip` means the cell's
 * accessible text is its tip (an icon's label), which is then written once. Their looks (padding, centring, a
 * band's colours, the glyphs' size and stroke) are `.forecast-table`'s in app/globals.css, keyed on the data
 * attributes below: a week's ~900 cells carry no class strings.
 */

/** The table's class: its cells' shared look (app/globals.css). */
export const FORECAST_TABLE = "forecast-table";

/**
 * The present hour's column: `data-now` draws its frame; a night hour's, `data-night`: folded away until the rider
 * opens the night (app/globals.css).
 */
export const nowProps = (now: boolean, night = false) => (now ? { "data-now": "" } : night ? { "data-night": "" } : {});

export function WindCell({ speed, gust, now = false, night = false }: { speed: number; gust: number | null; now?: boolean; night?: boolean }) {
  const band = windColorBandForMs(speed);
  return (
    <td data-band={band} {...nowProps(now, night)}>
      <span>{formatKnots(speed)}</span>
      {gust !== null && <span data-gust>{formatKnots(gust)}</span>}
    </td>
  );
}

/** The model's own wind under a corrected one (« Prévision brute »): small and plain, « — » where it has none. */
export function RawWindCell({ speed, gust, now = false, night = false }: { speed: number | null; gust: number | null; now?: boolean; night?: boolean }) {
  return (
    <td data-raw={speed === null ? undefined : formatKnots(speed)} {...nowProps(now, night)}>
      {speed === null ? "—" : gust === null ? formatKnots(speed) : `${formatKnots(speed)} / ${formatKnots(gust)}`}
    </td>
  );
}

/**
 * The « Mesuré » row: the hour's mean wind at the station, in knots, in the wind row's colours; « — »
 * for a past hour the station did not measure; empty for an hour still to come.
 */
export function MeasuredCell({ knots, tip, future = false, now = false, night = false }: { knots: number | null; tip: string; future?: boolean; now?: boolean; night?: boolean }) {
  if (future) return <td {...nowProps(now, night)} />;
  if (knots === null) {
    return (
      <td data-tip={tip} data-measured="none" {...nowProps(now, night)}>
        —
      </td>
    );
  }
  const band = windColorBand(knots);
  return (
    <td data-tip={tip} data-measured-band={band} data-measured={knots} {...nowProps(now, night)}>
      <span>{formatDecimal(knots)}</span>
    </td>
  );
}

/** An arrow in one path (lucide's has two), turned where the wind goes. Size and stroke: app/globals.css. */
function WindArrow({ rotation, label }: { rotation: number; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" data-rotation={rotation} style={{ transform: `rotate(${rotation}deg)` }}>
      <path d={ARROW_UP_PATH} />
    </svg>
  );
}

/** The direction's colour for this spot: rideable, caution, offshore (the table's cells: app/globals.css). */
export const TONE_CLASSES: Record<DirectionTone, string> = {
  good: "bg-wind-good/25",
  caution: "bg-wind-strong/35",
  danger: "bg-wind-danger/25",
};

type DirectionProps = { direction: number; now?: boolean; night?: boolean; tone?: DirectionTone; toneLabel?: string };

/**
 * The arrow of spec §2 with the compass letters under it (« ONO »); « Direction : N° » as its tooltip. With
 * the spot's knowledge, its background tells whether that direction is rideable there (« side-shore, navigable ici »).
 */
export function DirectionCell({ direction, now = false, night = false, tone, toneLabel }: DirectionProps) {
  const label = toneLabel ? `${directionTooltip(direction)} · ${toneLabel}` : directionTooltip(direction);
  return (
    <td data-tip="" data-tone={tone} {...nowProps(now, night)}>
      <WindArrow rotation={arrowRotation(direction)} label={label} />
      <span data-cardinal>{cardinalLetters(direction)}</span>
    </td>
  );
}

export function WeatherCell({ description, now = false, night = false }: { description: string; now?: boolean; night?: boolean }) {
  const icon = weatherIcon(description);
  return (
    <td data-tip="" {...nowProps(now, night)}>
      <svg role="img" aria-label={description} data-icon={icon}>
        <use href={`#${glyphId(icon)}`} />
      </svg>
    </td>
  );
}

/** The weather glyphs, drawn once in the forecast page and used by each hour's cell (out of sight). */
export function WeatherGlyphSymbols() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {(Object.keys(WEATHER_GLYPHS) as WeatherIcon[]).map((icon) => (
        <symbol key={icon} id={glyphId(icon)} viewBox="0 0 24 24">
          <path d={WEATHER_GLYPHS[icon]} />
        </symbol>
      ))}
    </svg>
  );
}

const TIDE_DIRECTION_LABEL: Record<TideDirection, string> = {
  rising: "Marée montante",
  falling: "Marée descendante",
};

function TideArrow({ direction }: { direction: TideDirection }) {
  return (
    <svg role="img" aria-label={TIDE_DIRECTION_LABEL[direction]} data-direction={direction} viewBox="0 0 24 24">
      <path d={direction === "rising" ? ARROW_UP_PATH : "M12 4v16M5 13l7 7 7-7"} />
    </svg>
  );
}

type TideCellProps = {
  nearest: TideEntry | null;
  direction: TideDirection | null;
  /** The high or low water that happens during this hour: shown in full (« PM 15:32 »). */
  event?: TideEntry | null;
  /** The water height at this hour, from the same curve as the day's drawing; null: the arrow alone. */
  heightM?: number | null;
  now?: boolean;
  night?: boolean;
};

/**
 * Per hour: whether the water rises and its height at that hour (the curve's, not the nearest high or low
 * water's); at a high or low water, its time and height.
 */
export function TideCell({ nearest, direction, event = null, heightM = null, now = false, night = false }: TideCellProps) {
  if (event) {
    return (
      <td data-tip={tideEventDescription(event)} data-tide-event={event.type} {...nowProps(now, night)}>
        <abbr title={tideEventDescription(event)}>{TIDE_SHORT[event.type]}</abbr>
        <span>{parisTime(event.tideTime)}</span>
        <span>{formatTideHeight(event.height)}</span>
      </td>
    );
  }
  if (!nearest) return <td data-empty="" {...nowProps(now, night)}>–</td>;
  // The height as the cell's own text under the (block) arrow: one element less in each of the week's cells.
  return (
    <td data-tide="" data-tip={tideEventDescription(nearest)} {...nowProps(now, night)}>
      {direction && <TideArrow direction={direction} />}
      {heightM !== null && formatTideHeight(heightM)}
    </td>
  );
}
