import Link from "next/link";
import { Fragment } from "react";
import { FAVORITES_WEEK_TITLE, favoriteDayLabel, VERDICT_MARKS } from "@/lib/1-domain/forecast/verdict-ui";
import type { FavoriteWeek } from "@/lib/3-features/verdicts/spot-verdicts";
import { cn } from "@/lib/0-base/utils";
import { VERDICT_CLASSES } from "@/components/forecast/verdict-cell";

/** The grid shows this many days, from today. */
export const WEEK_DAYS = 7;

// A Paris calendar day "yyyy-MM-dd" as « lun. 24 » (column head) and « lundi 24 novembre » (cell name).
// Noon UTC is the same calendar day in Paris all year.
const WEEKDAY = new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: "Europe/Paris" });
const DAY = new Intl.DateTimeFormat("fr-FR", { day: "numeric", timeZone: "Europe/Paris" });
const LONG = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/Paris" });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

type Props = { weeks: FavoriteWeek[]; names: Map<number, string> };

/**
 * « Vos spots cette semaine »: each favourite spot × the next days, the day's best verdict as a coloured
 * link to that spot's forecast. Rendered on the server: no script reaches the browser for it.
 */
export function FavoritesWeek({ weeks, names }: Props) {
  const days = [...new Set(weeks.flatMap((w) => w.days.map(([day]) => day)))].sort().slice(0, WEEK_DAYS);
  if (weeks.length === 0 || days.length === 0) return null;
  return (
    <section aria-labelledby="favorites-week-title" className="rounded-2xl border bg-card px-4 py-4 shadow-sm sm:px-6" data-testid="favorites-week">
      <h2 id="favorites-week-title" className="text-lg font-semibold sm:text-xl">
        {FAVORITES_WEEK_TITLE}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-separate border-spacing-1 text-sm">
          <thead>
            <tr>
              {days.map((day) => (
                <th key={day} scope="col" className="px-0.5 text-center text-xs font-semibold text-muted-foreground">
                  <span className="block first-letter:uppercase">{WEEKDAY.format(noon(day))}</span>
                  <span className="block text-sm text-foreground">{DAY.format(noon(day))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const name = names.get(week.spotId) ?? "";
              const byDay = new Map(week.days);
              return (
                <Fragment key={week.spotId}>
                <tr>
                  {/* The name on its own line: seven days then fit a phone's width without scrolling. */}
                  <th scope="colgroup" colSpan={days.length} className="pt-2 text-left font-semibold">
                    {name}
                  </th>
                </tr>
                <tr>
                  {days.map((day) => {
                    const verdict = byDay.get(day);
                    return (
                      <td key={day} className="p-0">
                        {verdict ? (
                          <Link
                            href={`/spots/${week.spotId}/weather`}
                            aria-label={favoriteDayLabel(name, LONG.format(noon(day)), verdict)}
                            data-verdict={verdict}
                            className={cn(
                              "flex h-11 min-w-9 items-center justify-center rounded-md text-xs font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                              VERDICT_CLASSES[verdict],
                            )}
                          >
                            {VERDICT_MARKS[verdict]}
                          </Link>
                        ) : (
                          <span className="flex h-11 items-center justify-center text-muted-foreground">·</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
