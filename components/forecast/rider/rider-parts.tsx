"use client";

import { useAuth } from "@/components/auth/use-auth";
import { ConditionsInvite } from "@/components/rider/conditions-invite";
import { BestWindows } from "../best-windows";
import { TodayAnswer } from "../today-answer";
import { useRiderForecast } from "./rider-forecast";

/* The rider's parts above the tables (./rider-forecast.tsx): each holds its place until the rider is known. */

/** « Le verdict utilise des réglages par défaut »: until the rider has saved « Mes conditions ». */
export function RiderInvite() {
  const { user } = useAuth();
  return <ConditionsInvite user={user} />;
}

/** « Aujourd'hui : … · Prochain créneau : … »: the page's one answer, first under the spot's name. */
export function RiderToday() {
  const { forecast, known } = useRiderForecast();
  if (forecast?.line) return <TodayAnswer line={forecast.line} />;
  // Its place is kept while the rider is asked (no jump of the page under the reader's thumb): the height of the usual
  // answer, two or three lines and « Prochain créneau » on a phone, one line and it on a wider screen.
  return known && forecast ? null : <p className="today-answer min-h-28 animate-pulse sm:min-h-19" aria-hidden data-testid="today-line-pending" />;
}

/** « Meilleurs créneaux »: the week's best windows for this rider, or why there is none. */
export function RiderWindows() {
  const { forecast } = useRiderForecast();
  if (!forecast) return <section aria-hidden className="min-h-24 animate-pulse rounded-xl border bg-card shadow-sm" data-testid="best-windows-pending" />;
  return <BestWindows windows={forecast.windows} whyNone={forecast.whyNone} />;
}
