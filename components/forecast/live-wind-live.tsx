"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { getJson } from "@/lib/browser/api/client";
import { ageLabel, knotsLabel, LIVE_MAX_LABEL, LIVE_MEAN_LABEL, LIVE_STALE, liveRefusedText, stationLabel, stationsUnreachableSince } from "@/lib/1-domain/live-wind/messages";
import type { LiveWind } from "@/lib/1-domain/live-wind/types";
import { windColorBand, type WindColorBand } from "@/lib/1-domain/wind/color-band";
import { arrowRotation, cardinalLetters, directionTooltip } from "@/lib/1-domain/wind/direction";
import { useSecondsUntil } from "@/components/realtime/use-countdown";
import { useClock } from "@/components/ui/use-clock";
import { RiderReports } from "@/components/sessions/rider-reports";
import type { ConnectionState } from "@/lib/browser/realtime/connection";
import { cn } from "@/lib/0-base/utils";

export const livePath = (id: number) => `/api/spots/${id}/live`;

/** Without the socket (service down, refused), the block asks the endpoint this often. */
const LIVE_POLL_MS = 2 * 60_000;
/** The socket is opened once the page is idle, at the latest after this delay. */
const SUBSCRIBE_IDLE_TIMEOUT_MS = 3_000;

/** The forecast table's band colours (app/globals.css), on the measured knots. */
const BAND_CLASSES: Record<WindColorBand, string> = {
  grey: "bg-wind-calm text-wind-calm-foreground",
  green: "bg-wind-good text-wind-good-foreground",
  yellow: "bg-wind-strong text-wind-strong-foreground",
  red: "bg-wind-danger text-wind-danger-foreground",
};

/**
 * Watches the spot on the page's one socket after hydration, when the page is idle (a dynamic import:
 * socket.io-client is not in the page's first load), and writes each LIVE_WIND into the query's cache. Says
 * whether it is connected, and when a refused connection is tried again.
 */
function useLiveWindPush(spotId: number): { connected: boolean; pushedAt: number; refused: ConnectionState["refused"] } {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<ConnectionState | null>(null);
  // When the last LIVE_WIND arrived, by the browser's clock: its age is then counted from there.
  const [pushedAt, setPushedAt] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import("@/lib/browser/live-wind/subscribe").then(
        async ({ subscribeLiveWind, pageConnection }) => {
          const connection = await pageConnection();
          if (cancelled) return;
          stop = subscribeLiveWind(connection, spotId, {
            live: (event) => {
              queryClient.setQueryData([livePath(spotId)], event.live);
              setPushedAt(Date.now());
            },
            connection: setSocket,
          });
        },
        () => setSocket(null),
      );
    };
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(start, { timeout: SUBSCRIBE_IDLE_TIMEOUT_MS }) : window.setTimeout(start, SUBSCRIBE_IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [spotId, queryClient]);
  return { connected: socket?.connected ?? false, pushedAt, refused: socket?.refused ?? null };
}

/** Whether the socket's pushes keep this reading current: the stations answer and the reading is fresh. */
const pushesSuffice = (live: LiveWind | null | undefined) => Boolean(live && !live.network && !(live.station && live.stale));

function Knots({ knots, label }: { knots: number; label: string }) {
  const band = windColorBand(Math.round(knots * 10) / 10);
  return (
    <span className={cn("inline-flex items-baseline gap-1 rounded-md px-2 py-1 tabular-nums sm:gap-1.5 sm:px-2.5", BAND_CLASSES[band])} data-band={band}>
      <span className="text-lg font-bold leading-tight sm:text-xl">{knotsLabel(knots)}</span>
      <span className="text-xs font-medium">{label}</span>
    </span>
  );
}

function Direction({ deg, arrow }: { deg: number; arrow: ReactNode }) {
  const label = directionTooltip(deg);
  return (
    <span className="inline-flex items-center gap-1 font-semibold" title={label}>
      <span role="img" aria-label={label} className="inline-flex" style={{ transform: `rotate(${arrowRotation(deg)}deg)` }}>
        {arrow}
      </span>
      <span data-cardinal>{cardinalLetters(deg)}</span>
    </span>
  );
}

/** What the block shows whatever the reading: drawn by the server (./live-wind-block.tsx). */
export type LiveWindFrame = { title: ReactNode; noStation: ReactNode; link: ReactNode; arrow: ReactNode };

type Props = { spotId: number; frame: LiveWindFrame };

/**
 * The live part of « Vent mesuré » (./live-wind-block.tsx): the reading, asked when the page shows (it is a shared
 * document: nothing that changes by the minute is in it), kept by a query that LIVE_WIND pushes update (or, without
 * the socket, a poll), and its age by the browser's clock.
 */
export function LiveWindLive({ spotId, frame }: Props) {
  const { connected, pushedAt, refused } = useLiveWindPush(spotId);
  const retryIn = useSecondsUntil(refused?.retryAt ?? null);
  const now = Math.max(useClock(), pushedAt);
  const { data } = useQuery({
    queryKey: [livePath(spotId)],
    queryFn: getJson<LiveWind>(livePath(spotId)),
    // Pushes come only after a poll that read the stations: without the socket, with a reading gone stale or the
    // stations unreachable, the block asks the endpoint itself (which says when the stations cannot be reached).
    refetchInterval: (query) => (connected && pushesSuffice(query.state.data) ? false : LIVE_POLL_MS),
  });
  if (!data) {
    // Its place kept while the reading comes (no jump of the page).
    return (
      <section aria-labelledby="live-wind-title" className="rounded-xl border bg-card px-4 py-3 text-card-foreground shadow-sm" data-testid="live-wind" data-push="off" aria-busy>
        {frame.title}
        <p className="mt-1 h-5 w-48 animate-pulse rounded bg-muted" />
      </section>
    );
  }
  const down = data.network;

  return (
    <section aria-labelledby="live-wind-title" className="rounded-xl border bg-card px-4 py-3 text-card-foreground shadow-sm" data-testid="live-wind" data-push={connected ? "on" : "off"}>
      {frame.title}
      {data.station === null ? (
        down?.lastSuccessAt === null ? (
          <p className="mt-1 text-sm font-medium" role="status">
            {stationsUnreachableSince(null, now)}
          </p>
        ) : (
          <>
            {frame.noStation}
            {/* Without a station, what riders told of the last hours, marked as theirs (never a measurement). */}
            <RiderReports spotId={spotId} />
          </>
        )
      ) : (
        // One row on a wide screen (station · readings · age and link), stacked on a phone.
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p className="text-sm font-medium sm:min-w-48 sm:flex-1">{stationLabel(data.station.name, data.station.distanceKm)}</p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-2 sm:gap-x-3">
            <Knots knots={data.measurement.windAvgKn} label={LIVE_MEAN_LABEL} />
            {data.measurement.windMaxKn !== null && <Knots knots={data.measurement.windMaxKn} label={LIVE_MAX_LABEL} />}
            {data.measurement.directionDeg !== null && <Direction deg={data.measurement.directionDeg} arrow={frame.arrow} />}
          </div>
          <p className="flex w-full items-center justify-between gap-x-3 text-xs text-muted-foreground sm:w-auto sm:flex-col sm:items-end">
            <span className={cn(data.stale && "font-semibold text-foreground")} data-testid="live-wind-age">
              {ageLabel(now - Date.parse(data.measurement.at))}
              {data.stale && ` · ${LIVE_STALE}`}
            </span>
            {frame.link}
          </p>
          {refused && !connected && (
            <p className="w-full text-xs text-muted-foreground" role="status" data-testid="live-wind-refused">
              {retryIn !== null && liveRefusedText(refused.message, retryIn)}
            </p>
          )}
          {down && (
            <p className="w-full text-sm font-medium" role="status" data-testid="live-wind-down">
              {stationsUnreachableSince(down.lastSuccessAt, now)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
