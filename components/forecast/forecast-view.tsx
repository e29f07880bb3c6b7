import { BellPlus, MessageCircle } from "lucide-react";
import Link from "next/link";
import { Activity, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { InitialForecast } from "@/lib/3-features/forecast/page-data";
import type { TidePoint } from "@/lib/2-stores/tides/tide-curve";
import type { SpotDetails, SpotWithKnowledge } from "@/lib/1-domain/forecast/api-types";
import { groupForecastByDay } from "@/lib/1-domain/forecast/days";
import { SPOT_ID_INVALID, SPOT_UNAVAILABLE } from "@/lib/1-domain/forecast/messages";
import { forecastHref } from "@/lib/1-domain/forecast/model-param";
import { groupTidesByDay } from "@/lib/1-domain/tides/helpers";
import { parisDayKey } from "@/lib/0-base/time";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { OfflineBanner } from "@/components/offline/offline-banner";
import { ForecastCredits } from "./forecast-credits";
import { WeatherGlyphSymbols } from "./forecast-cells";
import { RiderHtml, StaticBlock } from "@/components/ui/static-block";
import { ForecastDayCard } from "./forecast-day-card";
import { ForecastPending } from "./forecast-pending";
import { ForecastLoading, ForecastMessage } from "./forecast-status";
import { ForecastRefresh } from "./forecast-refresh";
import { LiveWindBlock } from "./live-wind-block";
import { SpotDescription } from "./spot-description";
import { WeatherOutage } from "./weather-outage";
import { inviteSlot, riderView, todaySlot, windowsSlot } from "./rider-view";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { DirectionLegend } from "./direction-legend";
import { SpotSheet } from "./spot-sheet";
import { sharedTablesKey } from "./shared-tables";
import { ModelPicker, type ModelPick } from "./model-picker";
import { BLEND } from "@/lib/1-domain/weather/model-ids";
import { MODEL_ENDS_HERE, SHOW_STANDARD } from "@/lib/1-domain/models/messages";

/** Today's « Mesuré » row is rendered again this often (the station's hour fills as it goes). */
const MEASURED_REFRESH_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type Props = {
  spotId: number | null;
  initial: InitialForecast;
  /** The server's clock when it rendered the page (ms): the « maintenant » column is this instant's hour. */
  now: number;
};

/**
 * The forecast page, rendered on the server from what it loaded: the week's table is HTML, and only small
 * islands hydrate (the hours' scroller and its one tooltip, the live wind, the model picker, the alert and chat
 * buttons, the offline banner, the description's fold). The checks of spec §4 run in their order.
 * Decision: with weather but no tides (no gauge near the spot, e.g. most of the Mediterranean), the page
 * still shows the wind table and puts « Les données de marées ne sont pas disponibles » in the tide row.
 */
export function ForecastView({ spotId, initial, now }: Props) {
  if (spotId === null) return <ForecastMessage>{SPOT_ID_INVALID}</ForecastMessage>;
  const spot = initial.spot;
  if (!spot) return <ForecastMessage>{SPOT_UNAVAILABLE}</ForecastMessage>;
  return (
    <ForecastFrame spot={spot}>
      <ForecastBody initial={initial} now={now} />
    </ForecastFrame>
  );
}

/**
 * What the page shows from the spot alone: its name, « Créer une alerte », its description and the chat. The page
 * streams it before the forecast (its largest paint, the description, then waits for nothing).
 */
export function ForecastFrame({ spot, children }: { spot: SpotDetails; children: ReactNode }) {
  return (
    // The bottom padding keeps the fixed « Ouvrir le chat » off the last card's columns once scrolled down.
    <div className="space-y-6 pb-16">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{spot.name}</h1>
          <CreateAlertButton
            spotId={spot.id}
            spotName={spot.name}
            icon={<BellPlus aria-hidden className="size-5" />}
            spinner={<Spinner className="size-5" />}
          />
        </div>
        <SpotDescription text={spot.description} />
      </header>
      {children}
      <ChatLauncher spotId={spot.id} spotName={spot.name} icon={<MessageCircle aria-hidden className="size-6 2xl:size-5" />} />
    </div>
  );
}

/**
 * Everything under the spot's header, from the page's data (`initial.spot` set), for `user` (the rider whose verdicts
 * `initial` holds). The rider's own parts are drawn by slots (./rider-view.tsx) so that another rider's document can
 * be drawn from this one (lib/4-edge/http/page-templates.ts).
 */
export function ForecastBody({ initial, now, user = null }: { initial: InitialForecast; now: number; user?: PublicUser | null }) {
  // The server's spot is GET /api/spots/{id}'s answer, its knowledge included when there is some.
  const spot = initial.spot as SpotWithKnowledge;
  const model = initial.model ?? BLEND;
  const best = initial.models?.best ?? null;
  // What the picker shows: the model asked for in the URL, else « Meilleur modèle ici » when the page opened on it.
  const pick: ModelPick = initial.requested ? model : best && model !== BLEND ? "best" : BLEND;
  const weather = initial.weather;
  const forecastStamp = weather?.[0]?.lastUpdated ?? null;
  const measuredToday = initial.measured;
  const measured = measuredToday?.station ? new Map(measuredToday.hours.map((h) => [Date.parse(h.hour), h.windAvgKn])) : null;
  const todayKey = parisDayKey(new Date(now));
  const rider = riderView(initial, user, now);
  const shore = typeof spot.orientation === "number" ? spot : null;
  const tideKind = initial.tideCurve?.kind ?? "tidal";
  const curves: Record<string, TidePoint[]> = {};
  for (const p of initial.tideCurve?.points ?? []) (curves[parisDayKey(p.time)] ??= []).push(p);

  // The sea by hour, or none at all (a lake, a lagoon, no marine data): then no « Vagues » row and no water temperature.
  const sea = initial.sea?.length ? new Map(initial.sea.map((h) => [Date.parse(h.forecastDate), h])) : null;

  const days = groupForecastByDay(weather ?? []);
  // A model that stops days before the standard forecast says so after its last day (AROME HD: 2 days).
  const lastHour = weather?.at(-1)?.forecastDate;
  const endsEarly = model !== BLEND && lastHour !== undefined && Date.parse(lastHour) < now + 5 * DAY_MS;
  const tides = initial.tides?.length ? initial.tides : null;
  const byDay = groupTidesByDay(tides ?? []);
  const coefficients = Object.fromEntries(Object.entries(byDay).map(([day, list]) => [day, list.find((t) => t.coefficient !== null)?.coefficient ?? null]));

  // The rows of the tables every rider shares are kept per spot, model, run, tides and sea (issue 27).
  const sharedKey = weather?.length ? sharedTablesKey({ spot, shore, model, weather, tides, tideKind, sea: initial.sea }) : undefined;

  return (
    <>
      {/* The rider's own, each in a block of its own (hidden when empty: a rider with saved conditions, no line). */}
      <RiderHtml className="empty:hidden" html={inviteSlot(rider)} slot={inviteSlot} />
      <RiderHtml className="empty:hidden" html={todaySlot(rider)} slot={todaySlot} />
      {/* Without network, when the data shown was fetched (issue 14): the forecast's, else the page's. */}
      <OfflineBanner fetchedAt={forecastStamp ?? now} />
      <LiveWindBlock spotId={spot.id} initial={initial.live} now={now} />
      {initial.models && <ModelPicker spotId={spot.id} models={initial.models} pick={pick} />}
      {initial.windows && <RiderHtml html={windowsSlot(rider)} slot={windowsSlot} />}
      {shore && (
        <StaticBlock>
          <SpotSheet spot={shore} />
        </StaticBlock>
      )}
      {shore && (
        <StaticBlock>
          <DirectionLegend />
        </StaticBlock>
      )}
      {weather === undefined ? (
        // The server stopped waiting for a first forecast: the browser waits for it, then renders the page again.
        <ForecastPending spotId={spot.id} model={model} loading={<ForecastLoading />} outage={<WeatherOutage tides={tides} />} />
      ) : days.length === 0 ? (
        <WeatherOutage tides={tides} />
      ) : (
        <>
          {/* Today's « Mesuré » row fills as the hours pass; the page is rendered again back online too. */}
          <ForecastRefresh everyMs={measured ? MEASURED_REFRESH_MS : null} />
          <StaticBlock className="contents">
            <WeatherGlyphSymbols />
          </StaticBlock>
          {/* One Activity boundary per day: React hydrates the cards' islands one day at a time, yielding to the
              phone between them instead of blocking it for the whole week. Not Suspense, whose content arriving
              after the shell would be revealed ≥ 300 ms after the first paint (React 19.2's reveal throttle). */}
          {days.map((day, i) => (
            <Activity key={day.key}>
              <ForecastDayCard
                day={day}
                tides={tides}
                dayTides={byDay[day.key] ?? []}
                coefficient={coefficients[day.key] ?? null}
                now={now}
                verdicts={rider.verdicts}
                shore={shore}
                tideKind={tideKind}
                curve={curves[day.key]}
                measured={day.key === todayKey ? measured : null}
                sea={sea}
                coords={spot}
                sharedKey={sharedKey}
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
    </>
  );
}
