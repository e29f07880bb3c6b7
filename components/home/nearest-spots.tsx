"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, LocateFixed, MapPinOff, Navigation } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, getJson } from "@/lib/browser/api/client";
import { distanceLabel } from "@/lib/1-domain/spots/format";
import type { LatLng } from "@/lib/1-domain/spots/geo";
import type { NearestWithToday } from "@/lib/3-features/where/nearest";
import { NEAREST_DEFAULT_LIMIT } from "@/lib/1-domain/spots/nearest-limits";
import { mapHref, SEE_ON_MAP } from "@/lib/1-domain/map/view";
import { TodayChip } from "@/components/where/today-chip";
import { useGeolocation } from "./use-geolocation";

const NEAREST_TITLE = "Spots les plus proches";
const NEAREST_IDLE = 'Cliquez sur "Me localiser" pour voir les spots les plus proches de vous.';
const NEAREST_NONE = "Aucun spot n'a été trouvé à proximité.";

function nearestUrl({ latitude, longitude }: LatLng): string {
  const params = new URLSearchParams({ lat: String(latitude), lng: String(longitude), limit: String(NEAREST_DEFAULT_LIMIT) });
  return `/api/spots/nearest?${params}`;
}

/** The five nearest spots from the device's position (spec §2, Home), each with today's verdict for the rider. */
export function NearestSpots() {
  const { state, locate } = useGeolocation();
  const position = state.status === "position" ? state.position : null;
  const nearest = useQuery({
    queryKey: ["/api/spots/nearest", position?.latitude, position?.longitude],
    queryFn: () => getJson<NearestWithToday[]>(nearestUrl(position!))(),
    enabled: position !== null,
  });
  const busy = state.status === "loading" || (position !== null && nearest.isPending);

  return (
    <section aria-labelledby="nearest-title" className="rounded-2xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center gap-3 border-b px-5 py-4 sm:px-6">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
          <Navigation aria-hidden className="size-5" />
        </span>
        <h2 id="nearest-title" className="mr-auto text-lg font-semibold sm:text-xl">
          {NEAREST_TITLE}
        </h2>
        <Button onClick={locate} disabled={busy} className="max-sm:w-full">
          {busy ? <Spinner className="text-current" aria-hidden /> : <LocateFixed aria-hidden />}
          Me localiser
        </Button>
      </div>
      <div className="px-4 py-5 sm:px-6" aria-live="polite" aria-busy={busy}>
        <NearestBody state={state} position={position} nearest={nearest} />
      </div>
      {/* Issue 14: the map of every spot, centred on the rider once located. */}
      <div className="flex justify-end border-t px-3 py-1 sm:px-4">
        <Link
          href={mapHref(position)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {SEE_ON_MAP}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}

type BodyProps = {
  state: ReturnType<typeof useGeolocation>["state"];
  position: LatLng | null;
  nearest: { data?: NearestWithToday[] | null; isPending: boolean; isError: boolean; error: unknown };
};

function NearestBody({ state, position, nearest }: BodyProps) {
  if (state.status === "idle") return <Message>{NEAREST_IDLE}</Message>;
  if (state.status === "loading") return <Message busy>Localisation en cours...</Message>;
  if (state.status === "error") {
    return (
      <Message icon={<MapPinOff aria-hidden className="size-5 shrink-0 text-destructive" />} role="alert">
        {state.message}
      </Message>
    );
  }
  if (!position || nearest.isPending) return <Message busy>Recherche des spots les plus proches...</Message>;
  if (nearest.isError) return <Message role="alert">{errorMessage(nearest.error)}</Message>;
  const spots = nearest.data ?? [];
  if (!spots.length) return <Message>{NEAREST_NONE}</Message>;

  return (
    <ol className="grid gap-3 lg:grid-cols-5" aria-label={NEAREST_TITLE}>
      {spots.map((spot, index) => (
        <li
          key={spot.id}
          className="grid min-w-0 grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border bg-background/60 p-3 sm:flex lg:flex-col lg:items-start lg:gap-2 lg:p-4"
        >
          <span
            aria-hidden
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="leading-snug font-medium break-words">{spot.name}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground tabular-nums">
              {distanceLabel(spot.distanceKm)}
              {spot.today && <TodayChip today={spot.today} />}
            </p>
          </div>
          <Button asChild size="sm" variant="outline" className="col-start-2 justify-self-start lg:mt-auto lg:w-full">
            <Link href={`/spots/${spot.id}/weather`} aria-label={`Voir le spot ${spot.name}`}>
              Voir le spot
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </li>
      ))}
    </ol>
  );
}

function Message({ children, busy, icon, role }: { children: ReactNode; busy?: boolean; icon?: ReactNode; role?: "alert" }) {
  return (
    <p role={role} className="flex items-center gap-2 text-muted-foreground">
      {busy ? <Spinner aria-hidden /> : icon}
      {children}
    </p>
  );
}
