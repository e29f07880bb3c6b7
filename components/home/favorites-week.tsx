import Link from "next/link";
import { Fragment } from "react";
import {
  FAVORITE_PENDING,
  FAVORITES_WEEK_TITLE,
  favoriteDayLabel,
  REASON_PHRASES,
  REASON_WORDS,
  VERDICT_MARKS,
} from "@/lib/1-domain/forecast/verdict-ui";
import type { FavoriteWeek } from "@/lib/3-features/verdicts/spot-verdicts";
import type { DayGlance } from "@/lib/1-domain/verdict/day-reasons";
import { addParisDays, parisDayKey } from "@/lib/0-base/time";
import { PARIS_TIME_ZONE } from "@/lib/0-base/time-zone";
import { cn } from "@/lib/0-base/utils";
import { VERDICT_CLASSES } from "@/components/forecast/verdict-cell";
import { FavoritesFetch } from "./favorites-fetch";

/** The grid shows this many days, from today. */
const WEEK_DAYS = 7;

// A Paris calendar day "yyyy-MM-dd" as « lun. 24 » (column head) and « lundi 24 novembre » (cell name).
// Noon UTC is the same calendar day in Paris all year. Server-rendered only: made here, never in a browser.
const WEEKDAY = new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: PARIS_TIME_ZONE });
const DAY = new Intl.DateTimeFormat("fr-FR", { day: "numeric", timeZone: PARIS_TIME_ZONE });
const LONG = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: PARIS_TIME_ZONE });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

type Props = { weeks: FavoriteWeek[]; names: Map<number, string>; now: number };

/** What a day's cell says: « Navigable », or the main reason in a word (« Rafales »), else the bare mark. */
const cellWord = (d: DayGlance) => (d.verdict === "go" ? VERDICT_MARKS.go : d.reason ? REASON_WORDS[d.reason] : VERDICT_MARKS[d.verdict]);

/**
 * « Vos spots cette semaine »: each favourite spot with today's one line (« Aujourd'hui : … ») and the next days,
 * each a coloured link to its forecast naming the day's main reason. Every favourite has its row from the first
 * visit: one whose forecast was never fetched says « Prévisions en cours… » while the browser asks for it
 * (./favorites-fetch.tsx), and the page is rendered again with it. Rendered on the server otherwise.
 */
export function FavoritesWeek({ weeks, names, now }: Props) {
  if (weeks.length === 0) return null;
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => parisDayKey(addParisDays(now, i)));
  const pending = weeks.filter((w) => w.days.length === 0).map((w) => w.spotId);
  return (
    <section aria-labelledby="favorites-week-title" className="rounded-2xl border bg-card px-3 py-4 shadow-sm sm:px-6" data-testid="favorites-week">
      <h2 id="favorites-week-title" className="px-1 text-lg font-semibold sm:text-xl">
        {FAVORITES_WEEK_TITLE}
      </h2>
      {pending.length > 0 && <FavoritesFetch spotIds={pending} />}
      <div className="mt-2 overflow-x-auto">
        {/* Two pixels between days: seven cells of a finger's width hold in a 390 px phone. */}
        <table className="w-full table-fixed border-separate border-spacing-0.5 text-sm">
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
              const byDay = new Map(week.days.map((d) => [d.day, d]));
              return (
                <Fragment key={week.spotId}>
                  <tr data-testid="favorite-week" data-spot-id={week.spotId}>
                    {/* The name and today's line on their own row: seven days then fit a phone's width. */}
                    <th scope="colgroup" colSpan={days.length} className="px-1 pt-3 text-left font-normal">
                      <Link href={`/spots/${week.spotId}/weather`} className="inline-flex min-h-11 items-center text-base font-semibold underline-offset-4 hover:underline">
                        {name}
                      </Link>
                      {week.line ? (
                        <p className="text-sm leading-snug" data-testid="today-line" data-verdict={week.line.verdict ?? undefined}>
                          {/* As on the forecast: today's answer, then the next window on its own line. */}
                          <strong className="font-semibold">{week.line.today}</strong>
                          {week.line.next && (
                            <>
                              <span className="sr-only"> · </span>
                              <span className="block text-muted-foreground">{week.line.next}</span>
                            </>
                          )}
                        </p>
                      ) : (
                        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="favorite-pending" role="status">
                          <span aria-hidden className="spinner size-4" />
                          {FAVORITE_PENDING}
                        </p>
                      )}
                    </th>
                  </tr>
                  <tr>
                    {days.map((day) => {
                      const d = byDay.get(day);
                      return (
                        <td key={day} className="p-0">
                          {d ? (
                            <Link
                              href={`/spots/${week.spotId}/weather`}
                              aria-label={favoriteDayLabel(name, LONG.format(noon(day)), d.verdict, d.reason ? REASON_PHRASES[d.reason] : undefined)}
                              data-verdict={d.verdict}
                              className={cn(
                                "flex min-h-11 items-center justify-center rounded-md px-0.5 text-center text-xs leading-tight font-bold [overflow-wrap:normal] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                                VERDICT_CLASSES[d.verdict],
                              )}
                            >
                              {cellWord(d)}
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
