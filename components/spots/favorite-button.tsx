"use client";

import type { ReactNode } from "react";
import { FavoriteStar } from "./favorite-star";
import { useToggleFavorite } from "./use-spots";

export { ADD_FAVORITE_LABEL, REMOVE_FAVORITE_LABEL } from "./favorite-star";

/**
 * The star of a spot: filled sun-yellow when it is a favourite; a click adds or removes it (spec §4). The star is
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
  return <FavoriteStar spotName={spotName} isFavorite={isFavorite} star={star} className={className} onClick={() => toggle.mutate(!isFavorite)} />;
}
