import { ChevronRight } from "lucide-react";
import { Fragment, type ReactElement } from "react";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ServerMarkup } from "@/components/ui/server-markup";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import { dayTitle, hourLabel, updatedLabel, type ForecastDay } from "@/lib/1-domain/forecast/days";
import { NIGHT_FOLD, SCROLL_HINT, TIDES_UNAVAILABLE } from "@/lib/1-domain/forecast/messages";
import { parisParts, parisTime } from "@/lib/0-base/time";
import { TIDE_SHORT, tideEventDescription, tideEventsByHour } from "@/lib/1-domain/forecast/tide-events";
import { formatTideHeight, tideDirectionAt } from "@/lib/1-domain/tides/helpers";
import { KNOTS_UNIT } from "@/lib/1-domain/wind";
import { cn } from "@/lib/0-base/utils";
import { DirectionCell, FORECAST_TABLE, nowProps, RawWindCell, TideCell, WeatherCell, WindCell } from "./forecast-cells";
import { RAW_SERIES_LABEL } from "@/lib/1-domain/correction/messages";
import { hourColumns, type TableColumn } from "./forecast-columns";
import { HourScroller } from "./hour-scroller";
import { MeasuredRow } from "./measured-row";
import { VerdictRow } from "./rider/verdict-row";
import { TideCurveRow } from "./tide-curve-row";
import { WavesRow, type SeaByHour } from "./sea-row";
import { SeaHeader } from "./sea-header";
import { staticMarkup } from "@/lib/0-base/static-markup";
import type { TideKind, TidePoint } from "@/lib/2-stores/tides/tide-curve";
import { DIRECTION_TONE_LABELS, TIDE_LAKE, TIDE_NEGLIGIBLE } from "@/lib/1-domain/forecast/verdict-ui";
import { RELATION_LABELS } from "@/lib/1-domain/verdict/messages";
import { classifyDirection, directionTone } from "@/lib/1-domain/verdict/sectors";
import type { SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";

/** Farther than this from every tide event, an hour shows no tide (the data does not reach it). */
const MAX_TIDE_DISTANCE_MS = 12 * 60 * 60 * 1000;

type Props = {
  day: ForecastDay<ForecastEntry>;
  spotId: number;
  /** All the spot's tides (the nearest event of an early hour may be the day before's); null: none to show. */
  tides: TideEntry[] | null;
  /** This Paris day's high and low waters, in time order (grouped once for the week by the page); [] for none. */
  dayTides: TideEntry[];
  /** The first coefficient of this day's tides, for the row header. */
  coefficient: number | null;
  /** Whether the page judges the hours for the rider (the spot's knowledge is known): then a « Navigabilité » row. */
  verdicts: boolean;
  /** The spot's shore, for the direction cells' colour; null when its knowledge is unknown. */
  shore?: Pick<SpotKnowledge, "orientation" | "rideableSectors" | "offshoreSectors"> | null;
  /** « negligible » and « lake » replace the tide row with a sentence; « tidal » draws it. */
  tideKind?: TideKind;
  /** This day's hourly water heights: the tide row's figures and the curve drawn along the hours. */
  curve?: TidePoint[];
  /** The sea state by hour (ms); null: no « Vagues » row and no water temperature (a lake, no marine data). */
  sea?: SeaByHour | null;
  /** The page's first day says what to wear in its water; the others give the temperature alone. */
  wetsuit?: boolean;
  /** Where the spot is, for its nights: they fold into one narrow column each. Absent: no folding. */
  coords?: { latitude: number; longitude: number } | null;
};

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

/**
 * One day of the forecast: its title, sea and tides, and the hour-by-hour table. The table's rows every rider shares
 * are the server's markup, one string each (lib/0-base/static-markup.ts); the rider's « Navigabilité » and today's
 * « Mesuré » are drawn in the browser, each in a <tbody> of its own, on the same columns. « maintenant » is the
 * browser's too (./hour-scroller.tsx): the page is one document for every rider and hour (docs/decisions/0033).
 */
export function ForecastDayCard({ day, spotId, tides, dayTides, coefficient, verdicts, shore = null, tideKind = "tidal", curve = [], coords = null, sea = null, wetsuit = false }: Props) {
  const first = day.entries[0];
  const title = dayTitle(first.forecastDate);
  const events = tides ? dayTides : [];
  // An event within one of this day's hours happens on this day: the day's few events are all there is to look at.
  const eventByHour = tides ? tideEventsByHour(day.entries, events) : [];
  const tideSentence = TIDE_SENTENCES[tideKind];
  const heights = new Map(curve.map((p) => [Date.parse(p.time), p.heightM]));
  const columns = hourColumns(day.entries, coords);
  const tableProps: TableProps = { entries: day.entries, columns, tides, coefficient, shore, tideSentence, eventByHour, heights, sea };

  return (
    <Card className="forecast-day-card gap-3 overflow-hidden py-4" data-testid="forecast-day" aria-label={title}>
      <CardHeader className="gap-1 px-4 sm:px-6">
        <ServerMarkup
          className="contents"
          html={staticMarkup(
            <>
              <CardTitle className="first-letter:uppercase">
                <h2>{title}</h2>
              </CardTitle>
              <SeaHeader entries={day.entries} sea={sea} wetsuit={wetsuit} />
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
            </>,
          )}
        />
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <HourScroller
          label={`Prévisions heure par heure, ${title}`}
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
          <table className={TABLE_CLASS}>
            {/* One string per part, not ~350 elements: nothing to hydrate, one string in React's payload. */}
            <thead dangerouslySetInnerHTML={{ __html: staticMarkup(<TableHead {...tableProps} />) }} />
            {verdicts && <VerdictRow columns={columns} />}
            <tbody data-shared="" dangerouslySetInnerHTML={{ __html: staticMarkup(<WindRow {...tableProps} />) }} />
            <MeasuredRow spotId={spotId} dayKey={day.key} columns={columns} />
            <tbody data-shared="" dangerouslySetInnerHTML={{ __html: staticMarkup(<SharedRows {...tableProps} />) }} />
          </table>
        </HourScroller>
      </CardContent>
      <CardFooter className="px-4 text-xs text-muted-foreground sm:px-6">{updatedLabel(first.lastUpdated)}</CardFooter>
    </Card>
  );
}

/** The fold's cell in a body row: the night's shade, opening it on a tap like its head. */
const FoldCell = () => <td data-fold="" />;

export type TableProps = {
  entries: ForecastEntry[];
  columns: TableColumn[];
  tides: TideEntry[] | null;
  coefficient: number | null;
  shore: Props["shore"];
  tideSentence: string | undefined;
  eventByHour: (TideEntry | null)[];
  /** The water height at each hour (ms → metres), from the curve the card draws. */
  heights?: Map<number, number>;
  sea?: SeaByHour | null;
};

/** One row's cells along the columns: `cell` draws an hour's, a fold column gets its narrow shaded cell. */
function rowOf(entries: ForecastEntry[], columns: TableColumn[]) {
  return (cell: (e: ForecastEntry, i: number, night: boolean) => ReactElement) =>
    columns.map((c) => (c.kind === "fold" ? <FoldCell key={`fold-${c.from}`} /> : <Fragment key={entries[c.index]!.id}>{cell(entries[c.index]!, c.index, c.night)}</Fragment>));
}

const TABLE_CLASS = cn(FORECAST_TABLE, "w-full border-separate border-spacing-0");

/** The hours' header row (its cells carry their hour, `data-at`, for the browser to mark « maintenant »). */
export function TableHead({ entries, columns }: TableProps) {
  return (
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
            <th key={entries[c.index]!.id} scope="col" data-at={c.at} {...nowProps(false, c.night)}>
              {hourLabel(entries[c.index]!.forecastDate)}
            </th>
          ),
        )}
      </tr>
  );
}

/**
 * The wind and its gusts, as they blow here: corrected by the spot's station where that beat the model (« Le vent
 * d'ici »), the model's own then in a thin row under it.
 */
export function WindRow({ entries, columns }: TableProps) {
  const corrected = entries.some((e) => e.rawWindSpeed !== undefined);
  return (
    <>
      <tr>
        <th scope="row">
          {corrected ? "Vent corrigé" : "Vent"} <span className="font-normal">({KNOTS_UNIT})</span>
          <span className="block text-xs font-normal">rafales</span>
        </th>
        {rowOf(entries, columns)((e, i, night) => (
          <WindCell speed={e.windSpeed} gust={e.windGust} night={night} />
        ))}
      </tr>
      {corrected && (
        <tr data-testid="raw-row" className="forecast-raw-row">
          <th scope="row">{RAW_SERIES_LABEL}</th>
          {rowOf(entries, columns)((e, i, night) => (
            <RawWindCell speed={e.rawWindSpeed ?? null} gust={e.rawWindGust ?? null} night={night} />
          ))}
        </tr>
      )}
    </>
  );
}

/** Direction, weather, waves and tide: the spot's, model's and run's, the same for every rider. */
export function SharedRows({ entries, columns, tides, coefficient, shore, tideSentence, eventByHour, heights, sea }: TableProps) {
  const isNow = () => false;
  const row = rowOf(entries, columns);
  return (
    <>
      <tr>
        <th scope="row">
          Direction
        </th>
        {row((e, i, night) => (
          <DirectionCell direction={e.windDirection} night={night} {...directionProps(e.windDirection, shore)} />
        ))}
      </tr>
      <tr>
        <th scope="row">
          Météo
        </th>
        {row((e, i, night) => (
          <WeatherCell description={e.description} night={night} />
        ))}
      </tr>
      {sea && <WavesRow row={row} sea={sea} isNow={isNow} />}
      {!tideSentence && tides && heights && heights.size > 1 && <TideCurveRow row={row} heights={heights} />}
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
