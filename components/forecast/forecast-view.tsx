"use client";

import { keepPreviousData, useQuery } from "@/lib/query";
import { Suspense, useEffect, useMemo, useState } from "react";
import { getJson } from "@/lib/api/client";
import type { InitialForecast } from "@/lib/forecast-store/page-data";
import type { TidePoint } from "@/lib/forecast-store/tide-curve";
import type { ForecastEntry, SpotWithKnowledge, TideEntry } from "@/lib/forecast-store/types";
import type { HourVerdict, VerdictWindow } from "@/lib/verdict/types";
import { groupForecastByDay } from "@/lib/forecast-display/days";
import { SPOT_ID_INVALID, SPOT_UNAVAILABLE } from "@/lib/forecast-display/messages";
import { groupTidesByDay } from "@/lib/tides/helpers";
import { parisDayKey } from "@/lib/forecast-display/paris-time";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { OfflineBanner } from "@/components/offline/offline-banner";
import { ForecastCredits } from "./forecast-credits";
import { ForecastDayCard } from "./forecast-day-card";
import { ForecastLoading, ForecastMessage } from "./forecast-status";
import { LiveWindBlock } from "./live-wind-block";
import { SpotDescription } from "./spot-description";
import { WeatherOutage } from "./weather-outage";
import { BestWindows } from "./best-windows";
import { DirectionLegend } from "./direction-legend";
import { SpotSheet } from "./spot-sheet";
import { ModelPicker, type ModelPick } from "./model-picker";
import { BLEND, type ForecastModel } from "@/lib/weather/model-ids";
import { MODEL_ENDS_HERE, SHOW_STANDARD } from "@/lib/weather-models/messages";
import type { MeasuredToday, SpotModels } from "@/lib/weather-models/types";

export const spotPath = (id: number) => `/api/spots/${id}`;
export const weatherPath = (id: number) => `/api/weather/${id}`;
export const tidesPath = (id: number) => `/api/tides/${id}`;
export const verdictsPath = (id: number) => `/api/spots/${id}/verdicts`;
export const windowsPath = (id: number) => `/api/spots/${id}/windows`;
export const modelsPath = (id: number) => `/api/spots/${id}/models`;
export const measuredPath = (id: number) => `/api/spots/${id}/measured`;
/** A path with `?model=` for one model, without it for the blend (the default answer, unchanged). */
export const withModel = (path: string, model: ForecastModel) => (model === BLEND ? path : `${path}?model=${model}`);

/** Today's « Mesuré » row is asked again this often (the station's hour fills as it goes). */
const MEASURED_REFRESH_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type Props = {
  spotId: number | null;
  initial: InitialForecast;
  /** The server's clock when it rendered the page (ms), so the « maintenant » column hydrates unchanged. */
  now?: number;
};

const NOW_REFRESH_MS = 60_000;

/** The present instant, from the server's at first, then the browser's every minute. */
function useNow(initial: number | undefined): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The forecast page. The server passes what it already loaded as the queries' initial data (same keys and
 * shapes as the API), so the first paint is the table; the checks of spec §4 then run in their order.
 * Decision: with weather but no tides (no gauge near the spot, e.g. most of the Mediterranean), the page
 * still shows the wind table and puts « Les données de marées ne sont pas disponibles » in the tide row.
 */
export function ForecastView({ spotId, initial, now: serverNow }: Props) {
  const id = spotId ?? 0;
  const now = useNow(serverNow);
  const spotQuery = useQuery({
    queryKey: [spotPath(id)],
    queryFn: getJson<SpotWithKnowledge>(spotPath(id)),
    // The server's spot is GET /api/spots/{id}'s answer, knowledge included.
    initialData: (initial.spot as SpotWithKnowledge | null | undefined) ?? undefined,
    enabled: spotId !== null && initial.spot !== null,
  });
  const spot = spotQuery.data ?? null;
  // The models and their skill here (issue 12): the page opens on the best one when there is enough history.
  const modelsQuery = useQuery({
    queryKey: [modelsPath(id)],
    queryFn: getJson<SpotModels>(modelsPath(id)),
    initialData: initial.models,
    enabled: spot !== null,
  });
  const [picked, setPicked] = useState<ModelPick | null>(null);
  const best = modelsQuery.data?.best ?? null;
  const pick: ModelPick = picked ?? (best && initial.model !== BLEND ? "best" : BLEND);
  const model: ForecastModel = pick === "best" ? (best ?? BLEND) : pick;
  // Weather and tides are asked only once the spot has loaded (spec §4). Another model keeps the table shown
  // until its own hours arrive.
  const weatherQuery = useQuery({
    queryKey: [weatherPath(id), model],
    queryFn: getJson<ForecastEntry[]>(withModel(weatherPath(id), model)),
    initialData: model === (initial.model ?? BLEND) ? initial.weather : undefined,
    placeholderData: keepPreviousData,
    enabled: spot !== null,
  });
  const measuredQuery = useQuery({
    queryKey: [measuredPath(id)],
    queryFn: getJson<MeasuredToday>(measuredPath(id)),
    initialData: initial.measured,
    refetchInterval: MEASURED_REFRESH_MS,
    enabled: spot !== null,
  });
  const tidesQuery = useQuery({
    queryKey: [tidesPath(id)],
    queryFn: getJson<TideEntry[]>(tidesPath(id)),
    initialData: initial.tides,
    enabled: spot !== null,
  });

  // The rider's verdicts and windows (issue 11): refreshed with the forecast, invalidated by « Mes conditions ».
  // Verdicts are judged on the stored forecast: asked once there is one, and again when a newer one arrives
  // (its update time is part of the key), never left on the empty answer of a spot seen for the first time.
  // The model is a key of its own, after the path: « Mes conditions » invalidates these by their path.
  const forecastStamp = weatherQuery.isPlaceholderData ? null : (weatherQuery.data?.[0]?.lastUpdated ?? null);
  const initialJudged = model === (initial.model ?? BLEND);
  const verdictsQuery = useQuery({
    queryKey: [verdictsPath(id), forecastStamp, model],
    queryFn: getJson<HourVerdict[]>(withModel(verdictsPath(id), model)),
    initialData: initialJudged ? initial.verdicts : undefined,
    placeholderData: keepPreviousData,
    enabled: spot !== null && forecastStamp !== null,
  });
  const windowsQuery = useQuery({
    queryKey: [windowsPath(id), forecastStamp, model],
    queryFn: getJson<VerdictWindow[]>(withModel(windowsPath(id), model)),
    initialData: initialJudged ? initial.windows : undefined,
    placeholderData: keepPreviousData,
    enabled: spot !== null && forecastStamp !== null,
  });
  const measured = useMemo(() => {
    const today = measuredQuery.data;
    return today?.station ? new Map(today.hours.map((h) => [Date.parse(h.hour), h.windAvgKn])) : null;
  }, [measuredQuery.data]);
  const todayKey = parisDayKey(new Date(now));
  const verdicts = useMemo(
    () => (verdictsQuery.data ? new Map(verdictsQuery.data.map((v) => [Date.parse(v.forecastDate), v])) : null),
    [verdictsQuery.data],
  );
  const shore = spot && typeof spot.orientation === "number" ? spot : null;
  const tideKind = initial.tideCurve?.kind ?? "tidal";
  const curves = useMemo(() => {
    const byDay: Record<string, TidePoint[]> = {};
    for (const p of initial.tideCurve?.points ?? []) (byDay[parisDayKey(p.time)] ??= []).push(p);
    return byDay;
  }, [initial.tideCurve]);

  const days = useMemo(() => groupForecastByDay(weatherQuery.data ?? []), [weatherQuery.data]);
  // A model that stops days before the standard forecast says so after its last day (AROME HD: 2 days).
  const lastHour = weatherQuery.data?.at(-1)?.forecastDate;
  const endsEarly = model !== BLEND && !weatherQuery.isPlaceholderData && lastHour !== undefined && Date.parse(lastHour) < now + 5 * DAY_MS;
  const tides = tidesQuery.data?.length ? tidesQuery.data : null;
  const coefficients = useMemo(() => {
    const byDay = groupTidesByDay(tides ?? []);
    return Object.fromEntries(Object.entries(byDay).map(([day, list]) => [day, list.find((t) => t.coefficient !== null)?.coefficient ?? null]));
  }, [tides]);

  if (spotId === null) return <ForecastMessage>{SPOT_ID_INVALID}</ForecastMessage>;
  if (spotQuery.isLoading || weatherQuery.isLoading || tidesQuery.isLoading) return <ForecastLoading />;
  if (!spot) return <ForecastMessage>{SPOT_UNAVAILABLE}</ForecastMessage>;

  return (
    // The bottom padding keeps the fixed « Ouvrir le chat » off the last card's columns once scrolled down.
    <div className="space-y-6 pb-16">
      {/* Without network, when the data shown was fetched (issue 14): the forecast's, else the page's. */}
      <OfflineBanner fetchedAt={forecastStamp ?? serverNow ?? null} />
      <header className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{spot.name}</h1>
          <CreateAlertButton spotId={spot.id} spotName={spot.name} />
        </div>
        <SpotDescription text={spot.description} />
      </header>
      <LiveWindBlock spotId={spot.id} initial={initial.live} now={now} />
      {modelsQuery.data && (
        <ModelPicker models={modelsQuery.data} pick={pick} onPick={setPicked} loading={weatherQuery.isPlaceholderData} />
      )}
      {windowsQuery.data && <BestWindows windows={windowsQuery.data} />}
      {shore && <SpotSheet spot={shore} />}
      {shore && <DirectionLegend />}
      {weatherQuery.isError || days.length === 0 ? (
        <WeatherOutage tides={tides} retrying={weatherQuery.isFetching} onRetry={() => void weatherQuery.refetch()} />
      ) : (
        <>
          {/* One Suspense boundary per day: React hydrates the server's cards one at a time, yielding to the
              phone between them instead of blocking it for the whole week. */}
          {days.map((day, i) => (
            <Suspense key={day.key}>
              <ForecastDayCard
                day={day}
                tides={tides}
                coefficient={coefficients[day.key] ?? null}
                now={now}
                verdicts={verdicts}
                shore={shore}
                tideKind={tideKind}
                curve={curves[day.key]}
                measured={day.key === todayKey ? measured : null}
              />
              {i === days.length - 1 && endsEarly && (
                <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-testid="model-ends">
                  {MODEL_ENDS_HERE}
                  <button type="button" className="min-h-11 font-medium text-primary underline underline-offset-4" onClick={() => setPicked(BLEND)}>
                    {SHOW_STANDARD}
                  </button>
                </p>
              )}
              {/* Inside the last boundary: React may stream boundaries after the shell, and the credits must not
                  be drawn first and then pushed down by the cards (a layout shift). */}
              {i === days.length - 1 && <ForecastCredits withTides={tides !== null} model={model} />}
            </Suspense>
          ))}
        </>
      )}
      <ChatLauncher spotId={spot.id} spotName={spot.name} />
    </div>
  );
}
