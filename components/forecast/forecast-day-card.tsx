"use client";

import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { ForecastEntry, TideEntry } from "@/lib/forecast-data/types";
import { dayTitle, hourLabel, updatedLabel, type ForecastDay } from "@/lib/forecast/days";
import { TIDES_UNAVAILABLE } from "@/lib/forecast/messages";
import { tideDirectionAt } from "@/lib/tides/helpers";
import { KNOTS_UNIT } from "@/lib/wind";
import { CELL, DirectionCell, TideCell, WeatherCell, WindCell } from "./forecast-cells";

/** Farther than this from every tide event, an hour shows no tide (the data does not reach it). */
const MAX_TIDE_DISTANCE_MS = 12 * 60 * 60 * 1000;

// The row headers stay in place while the hours scroll sideways on a phone. The scroller is `relative` so
// that the cells' screen-reader-only texts (absolutely positioned) stay inside it instead of widening the page.
const ROW_HEADER =
  "sticky left-0 z-10 bg-card px-3 py-1.5 text-left text-xs font-medium text-muted-foreground shadow-[1px_0_0_var(--color-border)] sm:text-sm";

type Props = {
  day: ForecastDay<ForecastEntry>;
  /** All the spot's tides (the nearest event of an early hour may be the day before's); null: none to show. */
  tides: TideEntry[] | null;
  /** The first coefficient of this day's tides, for the row header. */
  coefficient: number | null;
};

function nearestTide(tides: TideEntry[], at: string) {
  const found = tideDirectionAt(tides, new Date(at));
  if (!found || Math.abs(Date.parse(found.nearest.tideTime) - Date.parse(at)) > MAX_TIDE_DISTANCE_MS) {
    return { nearest: null, direction: null };
  }
  return found;
}

export function ForecastDayCard({ day, tides, coefficient }: Props) {
  const first = day.entries[0];
  const title = dayTitle(first.forecastDate);
  return (
    <Card className="gap-3 overflow-hidden py-4" data-testid="forecast-day" aria-label={title}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="first-letter:uppercase">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <div className="relative overflow-x-auto overscroll-x-contain" role="region" aria-label={`Prévisions heure par heure, ${title}`} tabIndex={0}>
          <table className="w-full border-separate border-spacing-0">
            <thead>
              <tr>
                <th scope="col" className={ROW_HEADER}>
                  Heure
                </th>
                {day.entries.map((e) => (
                  <th key={e.id} scope="col" className="min-w-[2.75rem] px-1 py-1.5 text-center text-xs font-semibold tabular-nums">
                    {hourLabel(e.forecastDate)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className={ROW_HEADER}>
                  Vent <span className="font-normal">({KNOTS_UNIT})</span>
                  <span className="block text-[0.7rem] font-normal">rafales</span>
                </th>
                {day.entries.map((e) => (
                  <WindCell key={e.id} speed={e.windSpeed} gust={e.windGust} />
                ))}
              </tr>
              <tr>
                <th scope="row" className={ROW_HEADER}>
                  Direction
                </th>
                {day.entries.map((e) => (
                  <DirectionCell key={e.id} direction={e.windDirection} />
                ))}
              </tr>
              <tr>
                <th scope="row" className={ROW_HEADER}>
                  Météo
                </th>
                {day.entries.map((e) => (
                  <WeatherCell key={e.id} description={e.description} />
                ))}
              </tr>
              <tr data-testid="tide-row">
                <th scope="row" className={ROW_HEADER}>
                  Marée
                  {coefficient !== null && <span className="block text-xs font-normal whitespace-nowrap">Coef. {coefficient}</span>}
                </th>
                {tides ? (
                  day.entries.map((e) => <TideCell key={e.id} {...nearestTide(tides, e.forecastDate)} />)
                ) : (
                  <td colSpan={day.entries.length} className={`${CELL} text-left text-xs text-muted-foreground sm:text-sm`}>
                    {TIDES_UNAVAILABLE}
                  </td>
                )}
              </tr>
            </tbody>
          </table>
        </div>
      </CardContent>
      <CardFooter className="px-4 text-xs text-muted-foreground sm:px-6">{updatedLabel(first.lastUpdated)}</CardFooter>
    </Card>
  );
}
