/* What a user reads about a spot id or a missing spot, written once (spec §4), for pages, the API and the chat. */
export const SPOT_ID_INVALID = "ID du spot invalide";
export const SPOT_NOT_FOUND = "Spot introuvable.";
/** The way back to the list, wherever a spot cannot be shown. */
export const SPOT_LIST_LINK = "Voir la liste des spots";

/** A spot id is a positive integer written with digits only; anything else is null. */
export function parseSpotId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
