import { BellPlus, MessageCircle } from "lucide-react";
import Link from "next/link";
import { Activity, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ServerMarkup } from "@/components/ui/server-markup";
import type { ForecastPageData } from "@/lib/3-features/forecast/page-data";
import type { TidePoint } from "@/lib/2-stores/tides/tide-curve";
import type { SpotDetails } from "@/lib/1-domain/forecast/api-types";
import { groupForecastByDay } from "@/lib/1-domain/forecast/days";
import { forecastHref } from "@/lib/1-domain/forecast/model-param";
import { groupTidesByDay } from "@/lib/1-domain/tides/helpers";
import { parisDayKey } from "@/lib/0-base/time";
import { staticMarkup } from "@/lib/0-base/static-markup";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { OfflineBanner } from "@/components/offline/offline-banner";
import { ForecastCredits } from "./forecast-credits";
import { WeatherGlyphSymbols } from "./forecast-cells";
import { ForecastDayCard } from "./forecast-day-card";
import { ForecastPending } from "./forecast-pending";
import { ForecastLoading } from "./forecast-status";
import { ForecastRefresh } from "./forecast-refresh";
import { LiveWindBlock } from "./live-wind-block";
import { SpotDescription } from "./spot-description";
import { WeatherOutage } from "./weather-outage";
import { DirectionLegend } from "./direction-legend";
import { SpotSheet } from "./spot-sheet";
import { BestMonths } from "@/components/where/best-months";
import { ModelPicker, type ModelPick } from "./model-picker";
import { CorrectionNote } from "./correction-note";
import { RiderForecastProvider } from "./rider/rider-forecast";
import { RiderInvite, RiderToday, RiderWindows } from "./rider/rider-parts";
import { RiderLogSession } from "./rider/rider-log-session";
import { BLEND } from "@/lib/1-domain/weather/model-ids";
import { MODEL_ENDS_HERE, SHOW_STANDARD } from "@/lib/1-domain/models/messages";
import { VERDICTS_NEED_SCRIPT } from "@/lib/1-domain/forecast/verdict-ui";

const DAY_MS = 86_400_000;

/**
 * What the page shows from the spot alone: its name, « Créer une alerte », its description and the chat.
 */
export function ForecastFrame({ spot, children }: { spot: SpotDetails; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{spot.name}</h1>
          {/* The spot's two actions; the chat's button floats only where a margin holds it (chat-open-button.tsx). */}
          <div className="flex flex-wrap gap-2">
            <CreateAlertButton
              spotId={spot.id}
              spotName={spot.name}
              icon={<BellPlus aria-hidden className="size-5" />}
              spinner={<Spinner className="size-5" />}
            />
            <ChatLauncher spotId={spot.id} spotName={spot.name} icon={<MessageCircle aria-hidden className="size-5" />} />
          </div>
        </div>
        <SpotDescription text={spot.description} />
      </header>
      {children}
    </div>
  );
}

/**
 * Everything under the spot's header, from the page's shared data: the same document for every rider of the spot and
 * model (docs/decisions/0033). The rider's own parts — the invitation, « Aujourd'hui », the best windows, each table's
 * « Navigabilité » row — are drawn in the browser from `page.verdict` and the rider's conditions (./rider/); the live
 * reading and today's « Mesuré » are asked by the browser. The week's tables are the server's markup, and only small
 * islands hydrate. The checks of spec §4 run in their order. With weather but no tides (no gauge near the spot, e.g. most
 * of the Mediterranean), the page still shows the wind table and says the tides are not available in the tide row.
 */
export function ForecastBody({ page }: { page: ForecastPageData }) {
  const spot = page.spot;
  const model = page.model;
  const best = page.models?.best ?? null;
  // What the picker shows: the model asked for in the URL, else « Meilleur modèle ici » when the page opened on it.
  const pick: ModelPick = page.requested ? model : best && model !== BLEND ? "best" : BLEND;
  const weather = page.weather;
  const forecastStamp = weather?.[0]?.lastUpdated ?? null;
  const shore = typeof spot.orientation === "number" ? spot : null;
  const tideKind = page.tideCurve?.kind ?? "tidal";
  const curves: Record<string, TidePoint[]> = {};
  for (const p of page.tideCurve?.points ?? []) (curves[parisDayKey(p.time)] ??= []).push(p);

  // The sea by hour, or none at all (a lake, a lagoon, no marine data): then no « Vagues » row and no water temperature.
  const sea = page.sea?.length ? new Map(page.sea.map((h) => [Date.parse(h.forecastDate), h])) : null;

  const days = groupForecastByDay(weather ?? []);
  // A model that stops days before the standard forecast says so after its last day (AROME HD: 2 days).
  const lastHour = weather?.at(-1)?.forecastDate;
  const firstHour = weather?.[0]?.forecastDate;
  const endsEarly = model !== BLEND && lastHour !== undefined && firstHour !== undefined && Date.parse(lastHour) < Date.parse(firstHour) + 5 * DAY_MS;
  const tides = page.tides?.length ? page.tides : null;
  const byDay = groupTidesByDay(tides ?? []);
  const coefficients = Object.fromEntries(Object.entries(byDay).map(([day, list]) => [day, list.find((t) => t.coefficient !== null)?.coefficient ?? null]));

  return (
    <RiderForecastProvider verdict={page.verdict}>
      {page.verdict && (
        <noscript>
          <p className="rounded-xl border bg-card px-4 py-3 text-sm">{VERDICTS_NEED_SCRIPT}</p>
        </noscript>
      )}
      {/* The rider's own, each in a block of its own (./rider/rider-parts.tsx). */}
      <RiderInvite />
      {page.verdict && <RiderToday />}
      <RiderLogSession spotId={spot.id} spotName={spot.name} />
      {/* Without network, when the data shown was fetched: the forecast's. */}
      <OfflineBanner fetchedAt={forecastStamp} />
      <LiveWindBlock spotId={spot.id} />
      {page.models && <ModelPicker spotId={spot.id} models={page.models} pick={pick} />}
      {page.correction && <ServerMarkup html={staticMarkup(<CorrectionNote correction={page.correction} />)} />}
      {page.verdict && <RiderWindows />}
      {shore && <SpotSheet spot={shore} />}
      {/* The rider's months come from the browser (GET /api/spots/{id}/months): the page stays one document for all. */}
      {shore && <BestMonths spotId={spot.id} />}
      {shore && <ServerMarkup html={staticMarkup(<DirectionLegend />)} />}
      {weather === undefined ? (
        // No forecast could be read yet: the browser waits for it, then renders the page again.
        <ForecastPending spotId={spot.id} model={model} loading={<ForecastLoading />} outage={<WeatherOutage spotId={spot.id} model={model} tides={tides} />} />
      ) : days.length === 0 ? (
        <WeatherOutage spotId={spot.id} model={model} tides={tides} />
      ) : (
        <>
          {/* A new run while the page is open, and the page again once back online. */}
          <ForecastRefresh />
          <ServerMarkup className="contents" html={staticMarkup(<WeatherGlyphSymbols />)} />
          {/* One Activity boundary per day: React hydrates the cards' islands one day at a time, yielding to the
              phone between them instead of blocking it for the whole week. */}
          {days.map((day, i) => (
            <Activity key={day.key}>
              <ForecastDayCard
                day={day}
                spotId={spot.id}
                tides={tides}
                dayTides={byDay[day.key] ?? []}
                coefficient={coefficients[day.key] ?? null}
                verdicts={Boolean(page.verdict)}
                shore={shore}
                tideKind={tideKind}
                curve={curves[day.key]}
                sea={sea}
                wetsuit={i === 0}
                coords={spot}
              />
              {i === days.length - 1 && endsEarly && (
                <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-testid="model-ends">
                  {MODEL_ENDS_HERE}
                  <Link
                    href={forecastHref(spot.id, BLEND)}
                    replace
                    scroll={false}
                    className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
                  >
                    {SHOW_STANDARD}
                  </Link>
                </p>
              )}
              {i === days.length - 1 && <ForecastCredits withTides={tides !== null} model={model} />}
            </Activity>
          ))}
        </>
      )}
    </RiderForecastProvider>
  );
}
