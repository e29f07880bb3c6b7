"use client";

import { useMemo } from "react";
import { useSpots } from "@/components/spots/use-spots";
import { townOf } from "@/lib/1-domain/spots/format";
import { WHERE } from "@/lib/1-domain/where/messages";
import { useSaveHome } from "./use-where";

/**
 * The home town, chosen among the spots' towns (no geocoder: docs/decisions/0031-where-and-when.md) and saved in
 * the profile: the rankings start from it whenever the device gives no position.
 */
export function TownPicker({ current }: { current: string | null }) {
  const spots = useSpots();
  const save = useSaveHome();
  const towns = useMemo(() => {
    const seen = new Map<string, number>();
    for (const s of spots.data ?? []) if (!seen.has(townOf(s.name))) seen.set(townOf(s.name), s.id);
    // GET /api/spots answers in French alphabetical order: the towns come in it too.
    return [...seen];
  }, [spots.data]);
  const selected = towns.find(([town]) => town === current)?.[1];
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-medium">{WHERE.townLabel}</span>
      <select
        className="h-11 rounded-md border bg-background px-2 text-base"
        value={selected ?? ""}
        disabled={save.isPending || spots.isPending}
        onChange={(event) => event.target.value && save.mutate(Number(event.target.value))}
      >
        <option value="">{WHERE.chooseTown}</option>
        {towns.map(([town, spotId]) => (
          <option key={spotId} value={spotId}>
            {town}
          </option>
        ))}
      </select>
    </label>
  );
}
