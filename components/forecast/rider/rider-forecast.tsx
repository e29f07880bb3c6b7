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
type RiderState = { forecast: RiderForecast | null; byTime: Map<number, HourVerdict> | null; known: boolean; now: number };

const RiderContext = createContext<RiderState>({ forecast: null, byTime: null, known: false, now: 0 });

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
  const state = useMemo<RiderState>(() => {
    if (!verdict || !prefs || !hour) return { forecast: null, byTime: null, known, now };
    const forecast = riderForecast(verdict.facts, verdict.spot.knowledge, prefs, new Date(now));
    return { forecast, byTime: new Map(forecast.verdicts.map((v) => [Date.parse(v.forecastDate), v])), known, now };
    // `now` moves each minute; the verdicts only need the hour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict, prefs, hour, known]);
  return <RiderContext.Provider value={state}>{children}</RiderContext.Provider>;
}
