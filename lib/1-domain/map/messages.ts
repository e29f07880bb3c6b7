import { SEE_FORECAST } from "../site/messages";
import { VERDICT_LABELS } from "../verdict/messages";
import type { MarkerTone } from "./tones";

/* The texts of the map of the spots, written once; the view's tabs and the home's link are in view.ts (loaded with the list). */
export const MAP_REGION_LABEL = "Carte des spots";
export const TILES_UNAVAILABLE = "Fond de carte indisponible";
export const VERDICTS_UNAVAILABLE = "Verdicts du jour indisponibles pour le moment : les spots sont en gris.";

export const LEGEND_TITLE = "Aujourd'hui, selon vos conditions :";
export const TONE_LABELS: Record<MarkerTone, string> = { ...VERDICT_LABELS, none: "Pas de données" };

export const POPUP_TODAY = "Aujourd'hui :";
export const POPUP_FORECAST_LINK = SEE_FORECAST;
export const POPUP_CLOSE = "Fermer";
export const YOU_ARE_HERE = "Vous êtes ici";
export const ZOOM_IN = "Zoomer";
export const ZOOM_OUT = "Dézoomer";

/** A group of nearby spots, seen zoomed out: « 12 spots, zoomer pour les voir ». */
export const clusterLabel = (count: number) => `${count} spots, zoomer pour les voir`;
