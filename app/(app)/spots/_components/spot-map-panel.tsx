"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { RUNTIME_CONFIG_PATH, runtimeConfig } from "@/lib/browser/runtime-config";
import { MapLegend } from "@/components/map/map-legend";
import { SpotMap, type MapSpot } from "@/components/map/spot-map";
import { getJson } from "@/lib/browser/api/client";
import type { LiveSummaries } from "@/lib/3-features/live-wind/summary";
import { centerOf } from "@/lib/1-domain/map/center";
import { VERDICTS_UNAVAILABLE } from "@/lib/1-domain/map/messages";
import { toneOf } from "@/lib/1-domain/map/tones";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import type { TodayVerdicts } from "@/lib/3-features/verdicts/today";
import { SpotPopup } from "./spot-popup";

export const TODAY_VERDICTS_PATH = "/api/spots/verdicts/today";
/** Today's verdicts change with a new forecast (a few times a day) or the rider's conditions: a few minutes is fresh enough. */
const VERDICTS_STALE_MS = 5 * 60_000;
const LEGEND_IDS = "map-legend-";

type Props = {
  spots: SpotListItem[];
  live?: LiveSummaries;
  /** The rider chose « Carte » on the page: the legend and the whole map are scrolled into view (a phone shows the map's top only). */
  reveal: boolean;
};

/** « Carte »: the legend, then the map of the filtered spots coloured by today's verdict. Loaded on demand (spot-list.tsx). */
export default function SpotMapPanel({ spots, live, reveal }: Props) {
  // The deployment's tile server (MAP_TILES_URL), asked once; the map waits for the answer (null: plain background).
  const config = useQuery({ queryKey: [RUNTIME_CONFIG_PATH], queryFn: runtimeConfig, staleTime: Infinity });
  const searchParams = useSearchParams();
  const center = useMemo(() => centerOf(searchParams), [searchParams]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) root.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [reveal]);
  const verdicts = useQuery({
    queryKey: [TODAY_VERDICTS_PATH],
    queryFn: getJson<TodayVerdicts>(TODAY_VERDICTS_PATH),
    staleTime: VERDICTS_STALE_MS,
    refetchInterval: 3 * VERDICTS_STALE_MS,
  });
  const today = verdicts.data;
  const mapSpots = useMemo<MapSpot[]>(
    () => spots.map((s) => ({ id: s.id, name: s.name, latitude: s.latitude, longitude: s.longitude, tone: toneOf(today?.[s.id]) })),
    [spots, today],
  );
  const byId = useMemo(() => new Map(spots.map((s) => [s.id, s])), [spots]);
  const renderPopup = useCallback(
    (id: number) => {
      const spot = byId.get(id);
      return spot ? <SpotPopup spot={spot} verdict={today?.[id]} live={live?.[id]} /> : null;
    },
    [byId, today, live],
  );

  return (
    <div ref={root} className="scroll-mt-4 space-y-3">
      <MapLegend idPrefix={LEGEND_IDS} />
      {verdicts.isError && (
        <p role="status" className="text-sm text-muted-foreground">
          {VERDICTS_UNAVAILABLE}
        </p>
      )}
      {config.isPending ? null : (
      <SpotMap
        spots={mapSpots}
        tiles={config.data?.mapTiles ?? null}
        center={center}
        renderPopup={renderPopup}
        toneDescriptionPrefix={LEGEND_IDS}
        className="h-[min(68dvh,640px)] min-h-[340px]"
      />
      )}
    </div>
  );
}
