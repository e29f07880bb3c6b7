import type { InitialForecast } from "@/lib/3-features/forecast/page-data";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import type { HourVerdict, VerdictWindow } from "@/lib/1-domain/verdict/types";
import { todayLine, type TodayLine } from "@/lib/1-domain/verdict/today-line";
import { staticMarkup } from "@/lib/0-base/static-markup";
import { ConditionsInvite } from "@/components/rider/conditions-invite";
import { BestWindows } from "./best-windows";
import { TodayAnswer } from "./today-answer";

/*
 * What a forecast page shows that is the rider's own (issue 27): the invitation to fill « Mes conditions », the
 * « Aujourd'hui » line, the best windows and each table's « Navigabilité » row. The rest of the page is the same for
 * every rider of the spot, model and hour; these parts are drawn by slots (below, and the day tables' in
 * forecast-day-card.tsx) from this view, so that another rider's document can be drawn from the same page
 * (lib/4-edge/http/page-templates.ts).
 */
export type ForecastRiderView = {
  user: PublicUser | null;
  /** The rider's verdict of each hour, by its time (ms); null: no « Navigabilité » row. */
  verdicts: Map<number, HourVerdict> | null;
  windows?: VerdictWindow[];
  whyNone?: string[];
  line: TodayLine | null;
};

/** The rider's part of a forecast page, from its data, at `now` (ms). */
export function riderView(initial: InitialForecast, user: PublicUser | null, now: number): ForecastRiderView {
  return {
    user,
    verdicts: initial.verdicts ? new Map(initial.verdicts.map((v) => [Date.parse(v.forecastDate), v])) : null,
    windows: initial.windows,
    whyNone: initial.windowsWhyNone,
    // « Aujourd'hui : … »: from the hours and windows judged for this rider (none without a « fiche »).
    line: initial.verdicts?.length ? todayLine(initial.verdicts, initial.windows ?? [], now) : null,
  };
}

export const inviteSlot = (view: ForecastRiderView) => staticMarkup(<ConditionsInvite user={view.user} plainLink />);
export const todaySlot = (view: ForecastRiderView) => (view.line ? staticMarkup(<TodayAnswer line={view.line} />) : "");
export const windowsSlot = (view: ForecastRiderView) => (view.windows ? staticMarkup(<BestWindows windows={view.windows} whyNone={view.whyNone} />) : "");

/** Whether two page data hold the same rider-independent part, read once and shared (page-data.ts keeps it a few seconds). */
export function samePageData(a: InitialForecast, b: InitialForecast): boolean {
  return (
    a.weather === b.weather &&
    a.tides === b.tides &&
    a.live === b.live &&
    a.tideCurve === b.tideCurve &&
    a.models === b.models &&
    a.measured === b.measured &&
    a.sea === b.sea &&
    a.model === b.model &&
    a.requested === b.requested
  );
}
