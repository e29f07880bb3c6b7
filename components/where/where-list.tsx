"use client";

import Link from "next/link";
import { useState } from "react";
import { cn } from "@/lib/0-base/utils";
import { VERDICT_LABELS } from "@/lib/1-domain/verdict/messages";
import { describeWindow } from "@/lib/1-domain/verdict/today-line";
import { WHERE } from "@/lib/1-domain/where/messages";
import type { RankedSpot } from "@/lib/1-domain/where/rank";
import type { WhereList } from "./use-where";

/** The verdict's colour, on the row's left edge; the word says it too (colour is never the only cue). */
const VERDICT_EDGES: Record<RankedSpot["verdict"], string> = {
  go: "border-l-wind-good",
  marginal: "border-l-wind-strong",
  no: "border-l-wind-calm-foreground/60",
};

const href = (spotId: number) => `/spots/${spotId}/weather`;
/** The best ones: past ten, a rider reads no further on a phone. */
const MAX_SHOWN = 10;

/** The spots that ride, best first, each one tap from its forecast; or that none does, and the nearest day and spot that do. */
export function WhereSpots({ list }: { list: WhereList }) {
  const [now] = useState(Date.now);
  const rideable = list.spots.filter((s) => s.verdict !== "no");
  const next = list.nextRideable;
  return (
    <div className="space-y-3">
      {rideable.length === 0 ? (
        <div className="space-y-1 rounded-lg border border-dashed px-4 py-3" data-testid="where-nothing">
          <p className="font-medium">{WHERE.nothing(list.when, list.radiusKm)}</p>
          {next ? (
            <p className="text-sm">
              <Link href={href(next.spotId)} className="text-primary underline-offset-4 hover:underline">
                {WHERE.nextRideable(next.date, next.name, next.distanceKm)}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{WHERE.nothingThisWeek}</p>
          )}
        </div>
      ) : null}
      <ol className="space-y-2" aria-label={WHERE.title}>
        {rideable.slice(0, MAX_SHOWN).map((spot) => (
          <li key={spot.id}>
            <Link
              href={href(spot.id)}
              aria-label={WHERE.openSpot(spot.name)}
              className={cn(
                "flex min-h-14 flex-col gap-0.5 rounded-lg border border-l-8 bg-background/60 px-3 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:gap-3",
                VERDICT_EDGES[spot.verdict],
              )}
              data-verdict={spot.verdict}
            >
              <span className="flex min-w-0 items-baseline gap-2 sm:w-80 sm:shrink-0">
                <span className="truncate font-medium">{spot.name}</span>
                {spot.distanceKm === null ? null : <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{WHERE.distanceKm(spot.distanceKm)}</span>}
              </span>
              <span className="text-sm">
                <span className="font-semibold">{VERDICT_LABELS[spot.verdict]}</span>
                {/* The verdict's word comes first: the window's own « limite » is not said twice. */}
                {spot.window ? ` · ${describeWindow({ ...spot.window, verdict: "go" }, now)}` : ` · ${WHERE.noWindow}`}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
