"use client";

import { LocateFixed, MapPin, Sailboat } from "lucide-react";
import { useState } from "react";
import { useGeolocation, useLocateIfGranted } from "@/components/home/use-geolocation";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RETRY } from "@/lib/0-base/errors";
import { errorMessage } from "@/lib/browser/api/client";
import { WHEN_LABELS, WHERE } from "@/lib/1-domain/where/messages";
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM, WHENS, type When } from "@/lib/1-domain/where/periods";
import { TownPicker } from "./town-picker";
import { useHome, useWhere } from "./use-where";
import { WhereSpots } from "./where-list";

/**
 * « Où naviguer » on home: the spots within the distance the rider chooses, from the device's position
 * or the home town saved in the profile, ranked by the rider's own best window today, tomorrow or this weekend.
 * Mounted below « Aujourd'hui »; needs the signed-in pages' QueryProvider. A rider who already let the site know their
 * position is located at once: no tap to see where it rides.
 */
export function WhereToRide() {
  const [when, setWhen] = useState<When>("today");
  const [radiusKm, setRadiusKm] = useState<number>(DEFAULT_RADIUS_KM);
  const { state, locate } = useGeolocation();
  useLocateIfGranted(locate);
  const home = useHome();
  const position = state.status === "position" ? state.position : null;
  const homeTown = home.data?.home ?? null;
  const where = useWhere(when, radiusKm, position, position !== null || homeTown !== null);
  const origin = position ? WHERE.fromPosition : homeTown ? WHERE.fromTown(homeTown.name) : null;

  return (
    <section aria-labelledby="where-title" className="space-y-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6" data-testid="where-to-ride">
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Sailboat aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h2 id="where-title" className="text-lg font-semibold sm:text-xl">
            {WHERE.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {origin ? (
              <>
                <MapPin aria-hidden className="mr-1 inline size-4" />
                {origin}
              </>
            ) : (
              WHERE.description
            )}
          </p>
        </div>
        <Button variant="outline" className="h-11 max-sm:w-full" onClick={locate} disabled={state.status === "loading"}>
          {state.status === "loading" ? <Spinner className="text-current" aria-hidden /> : <LocateFixed aria-hidden />}
          {WHERE.myPosition}
        </Button>
      </div>

      {/* The periods are tabs over the one list they change (its panel), the distance a choice beside them. */}
      <Tabs value={when} onValueChange={(v) => setWhen(v as When)} className="gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <TabsList className="h-auto" aria-label={WHERE.periods}>
            {WHENS.map((w) => (
              <TabsTrigger key={w} value={w} className="min-h-11 px-3">
                {WHEN_LABELS[w]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Segmented options={RADIUS_CHOICES_KM} value={radiusKm} onChange={setRadiusKm} label={WHERE.radiusOption} aria-label={WHERE.distance} />
          {position ? null : <TownPicker current={homeTown?.name ?? null} />}
        </div>

        {WHENS.map((w) => (
          <TabsContent key={w} value={w} aria-live="polite" aria-busy={where.isFetching}>
            {state.status === "error" && !homeTown ? (
              <p role="alert" className="text-sm text-destructive">
                {WHERE.geolocationFailed}
              </p>
            ) : !position && !homeTown ? (
              home.isPending ? null : <p className="text-sm text-muted-foreground">{WHERE.needPosition}</p>
            ) : where.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner aria-hidden /> {WHERE.loading}
              </p>
            ) : where.isError ? (
              <div className="space-y-2">
                <p role="alert" className="text-sm text-destructive">
                  {WHERE.failed} {errorMessage(where.error)}
                </p>
                <Button variant="outline" className="h-11" onClick={() => void where.refetch()}>
                  {RETRY}
                </Button>
              </div>
            ) : where.data ? (
              <WhereSpots list={where.data} />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
