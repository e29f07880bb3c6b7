"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/0-base/utils";
import { useToggleFavorite } from "./use-spots";

export const ADD_FAVORITE_LABEL = "Ajouter aux favoris";
export const REMOVE_FAVORITE_LABEL = "Retirer des favoris";

/**
 * The star of a spot: filled sun-yellow when it is a favourite; its label says what a click will do. The star is
 * drawn by the server (a lucide Star styled with `group-data-favorite:` variants) and passed in.
 */
export function FavoriteButton({ spotId, spotName, isFavorite, star, className }: {
  spotId: number;
  spotName: string;
  isFavorite: boolean;
  star: ReactNode;
  className?: string;
}) {
  const toggle = useToggleFavorite(spotId);
  const label = isFavorite ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL;
  return (
    <button
      type="button"
      aria-label={`${label} : ${spotName}`}
      title={label}
      onClick={() => toggle.mutate(!isFavorite)}
      data-favorite={isFavorite ? "" : undefined}
      // .favorite-star (app/globals.css): its look, filled sun-yellow with data-favorite.
      className={cn("favorite-star group", className)}
    >
      {star}
    </button>
  );
}
