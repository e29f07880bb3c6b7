import type { LatLng } from "../spots/geo";

/*
 * The /spots URL's view: « ?vue=carte » shows the map, anything else the list; « lat » and « lon »
 * centre the map on the rider (the home page's « Voir sur la carte », read by lib/1-domain/map/center.ts). Loaded with
 * the list and the home page: kept small.
 */
export type SpotsView = "liste" | "carte";
const VIEW_PARAM = "vue";

/* Their texts live here, apart from lib/1-domain/map/messages.ts: the list and the home page load this file, not the map's. */
export const VIEW_TABS_LABEL = "Affichage des spots";
export const VIEW_LABELS: Record<SpotsView, string> = { liste: "Liste", carte: "Carte" };
export const MAP_LOADING = "Chargement de la carte…";
export const MAP_LOAD_FAILED = "La carte n'a pas pu être chargée. Vérifiez votre connexion.";
export { RETRY as MAP_RETRY } from "../../0-base/errors";
/** The home page's link in « Spots les plus proches ». */
export const SEE_ON_MAP = "Voir sur la carte";

export type Params = { get(name: string): string | null };

export const viewOf = (params: Params): SpotsView => (params.get(VIEW_PARAM) === "carte" ? "carte" : "liste");

/** The same /spots URL with another view; the list drops the map's centre. */
export function viewHref(params: URLSearchParams, view: SpotsView): string {
  const next = new URLSearchParams(params);
  if (view === "carte") next.set(VIEW_PARAM, "carte");
  else {
    next.delete(VIEW_PARAM);
    next.delete("lat");
    next.delete("lon");
  }
  const query = next.toString();
  return query ? `/spots?${query}` : "/spots";
}

/** The map centred on a position, rounded to about 100 m (the URL stays in the history). */
export function mapHref(position: LatLng | null): string {
  if (!position) return "/spots?vue=carte";
  const round = (n: number) => String(Math.round(n * 1000) / 1000);
  return `/spots?vue=carte&lat=${round(position.latitude)}&lon=${round(position.longitude)}`;
}
