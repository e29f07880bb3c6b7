"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { getJson } from "@/lib/api/client";
import type { InitialForecast } from "@/lib/forecast-data/page-data";
import type { ForecastEntry, SpotDetails, TideEntry } from "@/lib/forecast-data/types";
import { groupForecastByDay } from "@/lib/forecast/days";
import { SPOT_ID_INVALID, SPOT_UNAVAILABLE, WEATHER_UNAVAILABLE } from "@/lib/forecast/messages";
import { groupTidesByDay } from "@/lib/tides/helpers";
import { ForecastCredits } from "./forecast-credits";
import { ForecastDayCard } from "./forecast-day-card";
import { ForecastLoading, ForecastMessage } from "./forecast-status";

// Client-side only (spec §2): the widget opens a socket and reads the session in the browser.
const ChatWidget = dynamic(() => import("@/components/chat/chat-widget").then((m) => m.ChatWidget), { ssr: false });

export const spotPath = (id: number) => `/api/spots/${id}`;
export const weatherPath = (id: number) => `/api/weather/${id}`;
export const tidesPath = (id: number) => `/api/tides/${id}`;

type Props = { spotId: number | null; initial: InitialForecast };

/**
 * The forecast page. The server passes what it already loaded as the queries' initial data (same keys and
 * shapes as the API), so the first paint is the table; the checks of spec §4 then run in their order.
 * Decision: with weather but no tides (no gauge near the spot, e.g. most of the Mediterranean), the page
 * still shows the wind table and puts « Les données de marées ne sont pas disponibles » in the tide row.
 */
export function ForecastView({ spotId, initial }: Props) {
  const id = spotId ?? 0;
  const spotQuery = useQuery({
    queryKey: [spotPath(id)],
    queryFn: getJson<SpotDetails>(spotPath(id)),
    initialData: initial.spot ?? undefined,
    enabled: spotId !== null && initial.spot !== null,
  });
  const spot = spotQuery.data ?? null;
  // Weather and tides are asked only once the spot has loaded (spec §4).
  const weatherQuery = useQuery({
    queryKey: [weatherPath(id)],
    queryFn: getJson<ForecastEntry[]>(weatherPath(id)),
    initialData: initial.weather,
    enabled: spot !== null,
  });
  const tidesQuery = useQuery({
    queryKey: [tidesPath(id)],
    queryFn: getJson<TideEntry[]>(tidesPath(id)),
    initialData: initial.tides,
    enabled: spot !== null,
  });

  const days = useMemo(() => groupForecastByDay(weatherQuery.data ?? []), [weatherQuery.data]);
  const tides = tidesQuery.data?.length ? tidesQuery.data : null;
  const coefficients = useMemo(() => {
    const byDay = groupTidesByDay(tides ?? []);
    return Object.fromEntries(Object.entries(byDay).map(([day, list]) => [day, list.find((t) => t.coefficient !== null)?.coefficient ?? null]));
  }, [tides]);

  if (spotId === null) return <ForecastMessage>{SPOT_ID_INVALID}</ForecastMessage>;
  if (spotQuery.isLoading || weatherQuery.isLoading || tidesQuery.isLoading) return <ForecastLoading />;
  if (!spot) return <ForecastMessage>{SPOT_UNAVAILABLE}</ForecastMessage>;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{spot.name}</h1>
        <p className="text-muted-foreground">{spot.description}</p>
      </header>
      {weatherQuery.isError || days.length === 0 ? (
        <ForecastMessage>{WEATHER_UNAVAILABLE}</ForecastMessage>
      ) : (
        <>
          {days.map((day) => (
            <ForecastDayCard key={day.key} day={day} tides={tides} coefficient={coefficients[day.key] ?? null} />
          ))}
          <ForecastCredits withTides={tides !== null} />
        </>
      )}
      <ChatWidget spotId={spot.id} spotName={spot.name} />
    </div>
  );
}
