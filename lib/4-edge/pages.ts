import "server-only";
import { cache } from "react";
import { getDb } from "../../db/client";
import { unsubscribePageState } from "../3-features/alerts/unsubscribe";
import { env } from "../0-base/env";
import type { ForecastModel } from "../1-domain/weather/model-ids";
import { keptForecastPage, loadForecastPage, type InitialForecast } from "../3-features/forecast/page-data";
import { getPageSpot, spotAnswer, type PageSpot } from "../2-stores/spots/spot";
import { NotFound } from "../0-base/errors";
import { liveSummaries } from "../3-features/live-wind/summary";
import { favoriteSpotIds, spotCatalog } from "../2-stores/spots/list";
import { favoritesWeek } from "../3-features/verdicts/spot-verdicts";

/*
 * What server-rendered pages read, with the database chosen here: app/ never holds a connection itself.
 * Each loader is cached per request, so a page's metadata and body share one lookup.
 */
/**
 * The spot of a page about one spot (its layout, title and body), read once per request: null when there is no
 * such spot; a database failure throws. Everything below is handed this row (issue 26).
 */
const pageSpot = cache(async (spotId: number): Promise<PageSpot | null> => {
  try {
    return await getPageSpot(getDb(), spotId);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
});

export const forecastPageData = cache(async (spotId: number, userId: number | null, model?: ForecastModel) => {
  let spot: PageSpot | null;
  try {
    spot = await pageSpot(spotId);
  } catch (error) {
    console.error(`[prévisions] page du spot ${spotId} :`, error);
    return {};
  }
  return spot ? loadForecastPage(getDb(), spot, userId, model) : { spot: null };
});

/**
 * How another rider's forecast page data is read outside a render (a document shared by the riders of a spot:
 * lib/4-edge/http/page-templates.ts): with the spot this request read, the rider-independent part only as the page's
 * few seconds' cache still keeps it (never read anew for a document that could not use it). Null when there is no such spot.
 */
export async function riderForecastPageData(spotId: number): Promise<((userId: number, model?: ForecastModel) => Promise<InitialForecast | null>) | null> {
  const spot = await pageSpot(spotId).catch(() => null);
  return spot && ((userId, model) => keptForecastPage(getDb(), spot, userId, model));
}

/** « Vos spots cette semaine » on the home page: each favourite's best verdict per day (issue 11). */
export const favoritesWeekData = cache((userId: number) => favoritesWeek(getDb(), userId).catch((error: unknown) => {
  console.error("[accueil] vos spots cette semaine :", error);
  return [];
}));

/** The spot's name for the page title, or null when there is no such spot (or the database is down). */
export const spotName = async (spotId: number) => (await pageSpot(spotId).catch(() => null))?.name ?? null;

/**
 * The /spots page's list: the catalogue, the same for every rider (its JSON text kept pre-serialised), and this
 * rider's favourites' ids; the browser puts them together as GET /api/spots answers.
 */
export const spotsPageData = cache(async (userId: number) => {
  const [catalog, favoriteIds] = await Promise.all([spotCatalog(getDb()), favoriteSpotIds(getDb(), userId)]);
  return { catalog, favoriteIds };
});

/** Another rider's favourites, read outside a render (a /spots document shared by its riders: lib/4-edge/http/page-templates.ts). */
export const riderFavoriteIds = (userId: number) => favoriteSpotIds(getDb(), userId);

/** The spot a forecast page is about, as GET /api/spots/{id} answers it, or null when there is no such spot; a database failure throws. */
export const forecastSpotData = async (spotId: number) => {
  const spot = await pageSpot(spotId);
  return spot && spotAnswer(spot);
};

/** Whether the spot exists; a database failure is an error, not a « Spot introuvable ». */
export const spotExists = async (spotId: number) => (await pageSpot(spotId)) !== null;
/** The spot cards' live wind; undefined when it cannot be read (the cards then ask GET /api/spots/live). */
export const liveSummariesPageData = cache(() => liveSummaries(getDb()).catch(() => undefined));

/** The alert a one-click unsubscribe link names, for its page (issue 13); reads only. */
export const unsubscribePageData = cache((token: string | undefined) => unsubscribePageState(getDb(), token));

let tilesWarned = false;
/** The map's tile URL template (issue 14); null when MAP_TILES_URL cannot be used: the map then has a plain background. */
export function mapTilesPageData(): string | null {
  const tiles = env().MAP_TILES_URL;
  if (tiles === null && !tilesWarned) {
    tilesWarned = true;
    console.warn("[carte] MAP_TILES_URL inutilisable : la carte des spots s'affiche sans fond de carte.");
  }
  return tiles;
}
