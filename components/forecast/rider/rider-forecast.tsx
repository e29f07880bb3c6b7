"use client";

import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from "react";
import { useAuth } from "@/components/auth/use-auth";
import type { HourFacts } from "@/lib/1-domain/verdict/hour";
import { riderForecast, type RiderForecast } from "@/lib/1-domain/verdict/rider-week";
import type { HourVerdict, VerdictSpot } from "@/lib/1-domain/verdict/types";
import { useClock } from "@/components/ui/use-clock";

/*
 * The rider's own parts of a forecast page — each hour's « Navigabilité », the best windows, « Aujourd'hui », the
 * invitation to fill « Mes conditions » — judged here, in the browser, from the facts of the hours (the same for every
 * rider, in the shared page) and the rider's conditions (GET /api/user, kept for offline use). Nothing of the rider
 * reaches the server's page, which is one document for all (docs/decisions/0033); a change of « Mes conditions »
 * redraws at once. Until the rider is known (the page's first paint), the parts hold their place, empty.
 */
type RiderState = { forecast: RiderForecast | null; byTime: Map<number, HourVerdict> | null; known: boolean };

const RiderContext = createContext<RiderState>({ forecast: null, byTime: null, known: false });

/** The rider's verdicts; the present minute is read from the clock by whoever shows it (`useClock`). */
export function useRiderForecast(): RiderState {
  return useContext(RiderContext);
}

type Props = { verdict: { spot: VerdictSpot; facts: HourFacts[] } | null | undefined; children: ReactNode };

export function RiderForecastProvider({ verdict, children }: Props) {
  const auth = useAuth();
  // The rider arrives from a store (GET /api/user), whose updates React renders in one go: deferred, the week's
  // verdicts are drawn in the background, in slices the phone can interleave with a tap or a scroll, not in one long
  // task over seven tables.
  const user = useDeferredValue(auth.user);
  const known = useDeferredValue(auth.known);
  // The hour is what the verdicts read of the clock (« Aujourd'hui », windows from this hour on).
  const now = useClock();
  const prefs = user?.preferences ?? null;
  const hour = Math.floor(now / 3_600_000);
  const forecast = useMemo(
    () => (verdict && prefs && hour ? riderForecast(verdict.facts, verdict.spot.knowledge, prefs, new Date(now)) : null),
    // `now` moves each minute; the verdicts only need the hour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [verdict, prefs, hour],
  );
  // The value changes only when the verdicts or `known` do, never with the clock alone: a new value reaches every day
  // card not hydrated yet, and React would hydrate them all at once to pass it on (the clock is read right after the
  // page's hydration, before the rider is known).
  const state = useMemo<RiderState>(
    () => ({ forecast, byTime: forecast ? new Map(forecast.verdicts.map((v) => [Date.parse(v.forecastDate), v])) : null, known }),
    [forecast, known],
  );
  return <RiderContext.Provider value={state}>{children}</RiderContext.Provider>;
}
