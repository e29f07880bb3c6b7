import { ChevronRight } from "lucide-react";
import { Fragment, type ReactElement } from "react";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import { dayTitle, hourLabel, updatedLabel, type ForecastDay } from "@/lib/1-domain/forecast/days";
import { NIGHT_FOLD, NOW_LABEL, SCROLL_HINT, TIDES_UNAVAILABLE } from "@/lib/1-domain/forecast/messages";
import { daylightCache, lightPhase } from "@/lib/1-domain/verdict/daylight";
import { currentHourIndex } from "@/lib/1-domain/forecast/now";
import { parisParts, parisTime } from "@/lib/0-base/time";
import { formatDecimal } from "@/lib/0-base/format";
import { TIDE_SHORT, tideEventDescription, tideEventsByHour } from "@/lib/1-domain/forecast/tide-events";
import { formatTideHeight, tideDirectionAt } from "@/lib/1-domain/tides/helpers";
import { KNOTS_UNIT } from "@/lib/1-domain/wind";
import { cn } from "@/lib/0-base/utils";
import { DirectionCell, FORECAST_TABLE, MeasuredCell, nowProps, TideCell, WeatherCell, WindCell } from "./forecast-cells";
import { MEASURED_CELL_NONE, MEASURED_ROW_LABEL, measuredCellTip } from "@/lib/1-domain/models/messages";
import { HourScroller } from "./hour-scroller";
import { TideCurve } from "./tide-curve";
import { VerdictCell } from "./verdict-cell";
import { WavesRow, type SeaByHour } from "./sea-row";
import { SeaHeader } from "./sea-header";
import { sharedTable, type SharedTable } from "./shared-tables";
import { escapeHtml, staticMarkup } from "@/lib/0-base/static-markup";
import { RiderHtml, StaticBlock } from "@/components/ui/static-block";
import type { TideKind, TidePoint } from "@/lib/2-stores/tides/tide-curve";
import { DIRECTION_TONE_LABELS, NAVIGABILITY_ROW, TIDE_LAKE, TIDE_NEGLIGIBLE } from "@/lib/1-domain/forecast/verdict-ui";
import { RELATION_LABELS } from "@/lib/1-domain/verdict/messages";
import { classifyDirection, directionTone } from "@/lib/1-domain/verdict/sectors";
import type { SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";
import type { HourVerdict } from "@/lib/1-domain/verdict/types";

/** Farther than this from every tide event, an hour shows no tide (the data does not reach it). */
const MAX_TIDE_DISTANCE_MS = 12 * 60 * 60 * 1000;

type Props = {
  day: ForecastDay<ForecastEntry>;
  /** All the spot's tides (the nearest event of an early hour may be the day before's); null: none to show. */
  tides: TideEntry[] | null;
  /** This Paris day's high and low waters, in time order (grouped once for the week by the page); [] for none. */
  dayTides: TideEntry[];
  /** The first coefficient of this day's tides, for the row header. */
  coefficient: number | null;
  /** The present instant (ms): its hour is marked « maintenant » and the table opens on it. */
  now: number;
  /** The rider's verdict of each hour, by its time (ms); null: no « Navigabilité » row (no verdicts). */
  verdicts?: Map<number, HourVerdict> | null;
  /** The spot's shore, for the direction cells' colour; null when its knowledge is unknown. */
  shore?: Pick<SpotKnowledge, "orientation" | "rideableSectors" | "offshoreSectors"> | null;
  /** « negligible » and « lake » replace the tide row with a sentence; « tidal » draws it. */
  tideKind?: TideKind;
  /** This day's hourly water heights, for the small tide curve. */
  curve?: TidePoint[];
  /** Today's card only: the station's hourly means (knots) by the hour's start (ms); null: no « Mesuré » row. */
  measured?: Map<number, number> | null;
  /** The sea state by hour (ms); null: no « Vagues » row and no water temperature (a lake, no marine data). */
  sea?: SeaByHour | null;
  /** Where the spot is, for its nights: they fold into one narrow column each. Absent: no folding. */
  coords?: { latitude: number; longitude: number } | null;
  /** The key of the week's shared rows (./shared-tables.ts, sharedTablesKey); absent: all rows rendered here. */
  sharedKey?: string;
};

const HOUR_MS = 3_600_000;

function measuredTip(knots: number | null, at: string): string {
  if (knots === null) return MEASURED_CELL_NONE;
  return measuredCellTip(formatDecimal(knots), parisTime(at), parisTime(new Date(Date.parse(at) + HOUR_MS)));
}

const parisHour = (iso: string) => parisParts(iso).hour;

const TIDE_SENTENCES: Partial<Record<TideKind, string>> = { negligible: TIDE_NEGLIGIBLE, lake: TIDE_LAKE };

function directionProps(deg: number, shore: Props["shore"]) {
  if (!shore) return {};
  const c = classifyDirection(deg, shore);
  const tone = directionTone(c);
  return { tone, toneLabel: `${RELATION_LABELS[c.relation]}, ${DIRECTION_TONE_LABELS[tone]}` };
}

function nearestTide(tides: TideEntry[], at: string) {
  const found = tideDirectionAt(tides, new Date(at));
  if (!found || Math.abs(Date.parse(found.nearest.tideTime) - Date.parse(at)) > MAX_TIDE_DISTANCE_MS) {
    return { nearest: null, direction: null };
  }
  return found;
}

export function ForecastDayCard({ day, tides, dayTides, coefficient, now, verdicts = null, shore = null, tideKind = "tidal", curve = [], measured = null, coords = null, sea = null, sharedKey }: Props) {
  const first = day.entries[0];
  const title = dayTitle(first.forecastDate);
  const nowIndex = currentHourIndex(day.entries, now);
  const events = tides ? dayTides : [];
  // An event within one of this day's hours happens on this day: the day's few events are all there is to look at.
  const eventByHour = tides ? tideEventsByHour(day.entries, events) : [];
  const tideSentence = TIDE_SENTENCES[tideKind];
  const heights = new Map(curve.map((p) => [Date.parse(p.time), p.heightM]));
  const columns = hourColumns(day.entries, nowIndex, coords);
  const shared = sharedKey === undefined ? undefined : sharedTable(`${sharedKey}|${day.key}|${nowIndex}|${coefficient}|${heights.size}`);
  const tableProps: TableProps = { entries: day.entries, columns, nowIndex, now, tides, coefficient, verdicts, shore, tideSentence, eventByHour, measured, heights, sea };

  return (
    <Card className="forecast-day-card gap-3 overflow-hidden py-4" data-testid="forecast-day" aria-label={title}>
      <CardHeader className="gap-1 px-4 sm:px-6">
        <StaticBlock className="contents">
          <>
            <CardTitle className="first-letter:uppercase">
              <h2>{title}</h2>
            </CardTitle>
            <SeaHeader entries={day.entries} sea={sea} />
            {!tideSentence && events.length > 0 && (
              <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground tabular-nums" data-testid="tide-times">
                <span className="sr-only">Marées : </span>
                {events.map((e) => (
                  <span key={e.id} className="whitespace-nowrap" title={tideEventDescription(e)}>
                    <b className="font-semibold text-foreground">
                      {TIDE_SHORT[e.type]} {parisTime(e.tideTime)}
                    </b>
                    {` · ${formatTideHeight(e.height)}`}
                  </span>
                ))}
              </p>
            )}
            {!tideSentence && <TideCurve points={curve} events={events} />}
          </>
        </StaticBlock>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <HourScroller
          label={`Prévisions heure par heure, ${title}`}
          nowIndex={nowIndex}
          cue={
            <div
              aria-hidden
              data-scroll-cue
              title={SCROLL_HINT}
              className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-card via-card/70 to-transparent pr-0.5 opacity-0 transition-opacity group-data-more/scroller:opacity-100"
            >
              <ChevronRight className="size-6 animate-nudge text-primary" strokeWidth={3} />
            </div>
          }
        >
          {/* One string, not ~350 elements, nothing to hydrate; in a document, written once: in the HTML, not again in */}
          {/* React's payload (lib/4-edge/http/markup-handoff.ts). The rows every rider shares come from the cache when the */}
          {/* week's key is given (issue 27). */}
          {/* The « Navigabilité » row is the rider's: the table is drawn again for another rider's verdicts (RiderHtml). */}
          <RiderHtml
            className="contents"
            html={forecastTableHtml(tableProps, shared)}
            slot={(rider: { verdicts: Map<number, HourVerdict> | null }) => forecastTableHtml({ ...tableProps, verdicts: rider.verdicts }, shared)}
          />
        </HourScroller>
      </CardContent>
      <CardFooter className="px-4 text-xs text-muted-foreground sm:px-6">{updatedLabel(first.lastUpdated)}</CardFooter>
    </Card>
  );
}


/** A column of the table: an hour (a night one folded until opened), or the narrow column a night folds into. */
export type HourColumn = { kind: "hour"; index: number; night: boolean } | { kind: "fold"; from: string; to: string };

/**
 * The day's columns: each run of night hours (sun below the horizon, at the spot) is preceded by one narrow fold
 * column that opens it; the present hour is never folded, so the table still opens on it.
 */
export function hourColumns(entries: ForecastEntry[], nowIndex: number, coords: Props["coords"]): HourColumn[] {
  const daylight = coords ? daylightCache(coords.latitude, coords.longitude) : null;
  const night = entries.map((e, i) => {
    if (!daylight || i === nowIndex) return false;
    const at = new Date(e.forecastDate);
    return lightPhase(at, daylight(at)) === "night";
  });
  const columns: HourColumn[] = [];
  entries.forEach((e, i) => {
    if (night[i] && !night[i - 1]) {
      let last = i;
      while (night[last + 1]) last++;
      columns.push({ kind: "fold", from: e.forecastDate, to: new Date(Date.parse(entries[last]!.forecastDate) + HOUR_MS).toISOString() });
    }
    columns.push({ kind: "hour", index: i, night: night[i]! });
  });
  return columns;
}

/** The fold's cell in a body row: the night's shade, opening it on a tap like its head. */
const FoldCell = () => <td data-fold="" />;

type TableProps = {
  entries: ForecastEntry[];
  columns: HourColumn[];
  nowIndex: number;
  now: number;
  tides: TideEntry[] | null;
  coefficient: number | null;
  verdicts: Map<number, HourVerdict> | null;
  shore: Props["shore"];
  tideSentence: string | undefined;
  eventByHour: (TideEntry | null)[];
  measured: Map<number, number> | null;
  /** The water height at each hour (ms → metres), from the curve the card draws. */
  heights?: Map<number, number>;
  sea?: SeaByHour | null;
};

/** One row's cells along the columns: `cell` draws an hour's, a fold column gets its narrow shaded cell. */
function rowOf(entries: ForecastEntry[], columns: HourColumn[]) {
  return (cell: (e: ForecastEntry, i: number, night: boolean) => ReactElement) =>
    columns.map((c) => (c.kind === "fold" ? <FoldCell key={`fold-${c.from}`} /> : <Fragment key={entries[c.index]!.id}>{cell(entries[c.index]!, c.index, c.night)}</Fragment>));
}

const TABLE_CLASS = cn(FORECAST_TABLE, "w-full border-separate border-spacing-0");

/**
 * The day's hour-by-hour table: read-only markup, rendered to a string on the server (lib/0-base/static-markup.ts).
 * Its rows are the parts below: the rider's own (« Navigabilité », and today's « Mesuré » which fills as the hours
 * pass) and the ones every rider of this spot, model and forecast run shares (forecastTableHtml keeps those).
 */
export function ForecastTable(props: TableProps) {
  return (
    <table className={TABLE_CLASS}>
      <TableHead {...props} />
      <tbody>
        {props.verdicts && <VerdictRow {...props} verdicts={props.verdicts} />}
        <WindRow {...props} />
        {props.measured && <MeasuredRow {...props} measured={props.measured} />}
        <SharedRows {...props} />
      </tbody>
    </table>
  );
}

/**
 * The day's table as HTML, equal to staticMarkup(<ForecastTable …/>): the shared rows from `shared` (a cache's
 * lookup, the key naming everything they are drawn from), the rider's rows rendered for this rider.
 */
export function forecastTableHtml(props: TableProps, shared: (render: () => SharedTable) => SharedTable = (render) => render()): string {
  const parts = shared(() => ({
    head: staticMarkup(<TableHead {...props} />),
    wind: staticMarkup(<WindRow {...props} />),
    rest: staticMarkup(<SharedRows {...props} />),
  }));
  const verdictRow = props.verdicts ? staticMarkup(<VerdictRow {...props} verdicts={props.verdicts} />) : "";
  const measuredRow = props.measured ? staticMarkup(<MeasuredRow {...props} measured={props.measured} />) : "";
  return `<table class="${escapeHtml(TABLE_CLASS)}">${parts.head}<tbody>${verdictRow}${parts.wind}${measuredRow}${parts.rest}</tbody></table>`;
}

function TableHead({ entries, columns, nowIndex }: TableProps) {
  const isNow = (i: number) => i === nowIndex;
  return (
    <thead>
      <tr>
        <th scope="col">
          Heure
        </th>
        {columns.map((c) =>
          c.kind === "fold" ? (
            // A cell, not a column header: the night's hours keep theirs (folded with them).
            <td key={`fold-${c.from}`} data-fold="">
              <button type="button" aria-expanded="false" aria-label={NIGHT_FOLD.open(parisHour(c.from), parisHour(c.to))}>
                <span aria-hidden>{NIGHT_FOLD.label}</span>
                <span aria-hidden>{NIGHT_FOLD.span(parisHour(c.from), parisHour(c.to))}</span>
              </button>
            </td>
          ) : (
            <th
              key={entries[c.index]!.id}
              scope="col"
              aria-current={isNow(c.index) ? "time" : undefined}
              {...nowProps(isNow(c.index), c.night)}
            >
              {hourLabel(entries[c.index]!.forecastDate)}
              {isNow(c.index) && <span>{NOW_LABEL}</span>}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** The rider's row: each hour's verdict for this rider. */
function VerdictRow({ entries, columns, nowIndex, verdicts }: TableProps & { verdicts: Map<number, HourVerdict> }) {
  // The first verdict in the Tab order: the present hour's, else the first daylight hour's.
  const firstDay = columns.find((c) => c.kind === "hour" && !c.night);
  const focusIndex = nowIndex >= 0 ? nowIndex : firstDay?.kind === "hour" ? firstDay.index : 0;
  return (
    <tr data-testid="verdict-row">
      <th scope="row">
        {NAVIGABILITY_ROW}
      </th>
      {rowOf(entries, columns)((e, i, night) => (
        <VerdictCell verdict={verdicts.get(Date.parse(e.forecastDate))} now={i === nowIndex} night={night} focusable={i === focusIndex} />
      ))}
    </tr>
  );
}

function WindRow({ entries, columns, nowIndex }: TableProps) {
  return (
    <tr>
      <th scope="row">
        Vent <span className="font-normal">({KNOTS_UNIT})</span>
        <span className="block text-xs font-normal">rafales</span>
      </th>
      {rowOf(entries, columns)((e, i, night) => (
        <WindCell speed={e.windSpeed} gust={e.windGust} now={i === nowIndex} night={night} />
      ))}
    </tr>
  );
}

/** Today's measured means, which fill as the hours pass: rendered at each render, never kept. */
function MeasuredRow({ entries, columns, nowIndex, now, measured }: TableProps & { measured: Map<number, number> }) {
  return (
    <tr data-testid="measured-row">
      <th scope="row">
        {MEASURED_ROW_LABEL} <span className="font-normal">({KNOTS_UNIT})</span>
      </th>
      {rowOf(entries, columns)((e, i, night) => {
        const at = Date.parse(e.forecastDate);
        const knots = measured.get(at) ?? null;
        return <MeasuredCell knots={knots} future={at > now} now={i === nowIndex} night={night} tip={measuredTip(knots, e.forecastDate)} />;
      })}
    </tr>
  );
}

/** Direction, weather, waves and tide: the spot's, model's and run's, the same for every rider. */
function SharedRows({ entries, columns, nowIndex, tides, coefficient, shore, tideSentence, eventByHour, heights, sea }: TableProps) {
  const isNow = (i: number) => i === nowIndex;
  const row = rowOf(entries, columns);
  return (
    <>
      <tr>
        <th scope="row">
          Direction
        </th>
        {row((e, i, night) => (
          <DirectionCell direction={e.windDirection} now={isNow(i)} night={night} {...directionProps(e.windDirection, shore)} />
        ))}
      </tr>
      <tr>
        <th scope="row">
          Météo
        </th>
        {row((e, i, night) => (
          <WeatherCell description={e.description} now={isNow(i)} night={night} />
        ))}
      </tr>
      {sea && <WavesRow row={row} sea={sea} isNow={isNow} />}
      <tr data-testid="tide-row">
        <th scope="row">
          Marée
          {coefficient !== null && <span className="block text-xs font-normal whitespace-nowrap">Coef. {coefficient}</span>}
        </th>
        {tideSentence ? (
          <td colSpan={columns.length} className="text-left text-xs text-muted-foreground sm:text-sm">
            {tideSentence}
          </td>
        ) : tides ? (
          row((e, i, night) => (
            <TideCell
              {...nearestTide(tides, e.forecastDate)}
              event={eventByHour[i]}
              heightM={heights?.get(Date.parse(e.forecastDate)) ?? null}
              now={isNow(i)}
              night={night}
            />
          ))
        ) : (
          <td colSpan={columns.length} className="text-left text-xs text-muted-foreground sm:text-sm">
            {TIDES_UNAVAILABLE}
          </td>
        )}
      </tr>
    </>
  );
}
