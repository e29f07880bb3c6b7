import type { ReactNode } from "react";
import { cn } from "@/lib/0-base/utils";

export const ADD_FAVORITE_LABEL = "Ajouter aux favoris";
export const REMOVE_FAVORITE_LABEL = "Retirer des favoris";

/**
 * The star's button, hook-free: the same markup with its click (./favorite-button.tsx) or without one, as the shared
 * /spots document draws it before the page runs (app/(app)/spots/_components/spot-list-markup.tsx).
 * Its label says what a click will do; `data-favorite` fills the star (.favorite-star, app/globals.css).
 */
export function FavoriteStar({ spotName, isFavorite, star, className, onClick }: {
  spotName: string;
  isFavorite: boolean;
  star: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const label = isFavorite ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL;
  return (
    <button
      type="button"
      aria-label={`${label} : ${spotName}`}
      title={label}
      onClick={onClick}
      data-favorite={isFavorite ? "" : undefined}
      className={cn("favorite-star group", className)}
    >
      {star}
    </button>
  );
}
