"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/browser/api/client";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import { toast } from "@/components/ui/use-toast";

const SPOTS_QUERY_KEY = ["/api/spots"] as const;
const FAVORITE_MUTATION_KEY = ["favorite"] as const;

/** Spec §8: the favourite failure keeps its English title; the description says it in French. */
const FAVORITE_FAILURE_TITLE = "Failed to toggle favorite";
const FAVORITE_FAILURE_TEXT = "Le favori n'a pas pu être modifié. Réessayez dans un instant.";

/**
 * GET /api/spots: every spot with the rider's favourites. `catalogue`: the spots as the page drew them (the same for
 * every rider, no favourite), shown until the rider's list arrives (`isPlaceholderData` meanwhile).
 */
export function useSpots(catalogue?: SpotListItem[]) {
  return useQuery({
    queryKey: SPOTS_QUERY_KEY,
    queryFn: getJson<SpotListItem[]>("/api/spots"),
    placeholderData: catalogue,
  });
}

function setFavorite(list: SpotListItem[] | null | undefined, spotId: number, isFavorite: boolean) {
  return list?.map((s) => (s.id === spotId ? { ...s, isFavorite } : s));
}

/**
 * The star (spec §4): POST when the spot is not a favourite, DELETE when it is. The star changes at once,
 * rolls back with a destructive toast if the call fails, then the list reloads. Calls for one spot run one
 * after the other, so a quick double click cannot reach the server out of order.
 */
export function useToggleFavorite(spotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    scope: { id: `favorite-${spotId}` },
    mutationFn: (makeFavorite: boolean) =>
      apiRequest(makeFavorite ? "POST" : "DELETE", `/api/spots/${spotId}/favorite`),
    onMutate: async (makeFavorite) => {
      await queryClient.cancelQueries({ queryKey: SPOTS_QUERY_KEY });
      queryClient.setQueryData<SpotListItem[] | null>(SPOTS_QUERY_KEY, (list) => setFavorite(list, spotId, makeFavorite));
    },
    onError: (_error, makeFavorite) => {
      // Roll back this spot only: other stars changed meanwhile keep their state.
      queryClient.setQueryData<SpotListItem[] | null>(SPOTS_QUERY_KEY, (list) => setFavorite(list, spotId, !makeFavorite));
      toast({ variant: "destructive", title: FAVORITE_FAILURE_TITLE, description: FAVORITE_FAILURE_TEXT });
    },
    onSettled: () => {
      // Reload once the last pending star has settled, so a reload never overwrites a star still in flight.
      if (queryClient.isMutating({ mutationKey: FAVORITE_MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: SPOTS_QUERY_KEY });
      }
    },
  });
}
