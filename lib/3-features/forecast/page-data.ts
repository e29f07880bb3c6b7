import "server-only";
import type { Db } from "../../../db/client";
import { spotAnswer, type PageSpot } from "../../2-stores/spots/spot";
import { verdictSpotOf } from "../../2-stores/spots/knowledge";
import { loadTides, toTideEntries } from "../../2-stores/tides/tides";
import { FORECAST_MAX_AGE_MS } from "../forecast-refresh/refresh";
import type { ForecastEntry, SpotDetails, TideEntry } from "../../1-domain/forecast/api-types";
import { toForecastEntries, type ForecastRow } from "../../2-stores/forecasts/weather";
import { loadForecast } from "./load-forecast";
import { spotFacts } from "../verdicts/spot-verdicts";
import type { HourFacts } from "../../1-domain/verdict/hour";
import type { VerdictSpot } from "../../1-domain/verdict/types";
import { loadTideCurve, type TideCurve } from "../../2-stores/tides/tide-curve";
import { BLEND, type ForecastModel } from "../../2-stores/open-meteo/models";
import { spotModels } from "../models/skill";
import { loadModelForecast } from "../models/forecast";
import { readModelForecast } from "../../2-stores/forecasts/models";
import type { SpotModels } from "../../1-domain/models/types";
import { toSeaEntry, type SeaEntry } from "../../1-domain/sea/types";
import { loadSea } from "../sea/load-sea";
import { correctionOf, correctModelHours, stationCorrections } from "../correction/read";
import type { SpotCorrectionAnswer } from "../../1-domain/correction/answer";

/**
 * A spot's forecast page as every rider sees it, for one model: nothing of a rider is read here, so that the page is
 * one document for all (docs/decisions/0033). The rider's verdicts are judged in the browser from `facts` (the hours'
 * rider-independent facts, lib/1-domain/verdict/hour.ts) and the rider's conditions. The live reading and today's
 * « Mesuré » row, which change by the minute, are asked by the browser too.
 * A missing field means the part could not be read: the page says so, and `complete` is false (kept briefly).
 */
export type ForecastPageData = {
  spot: SpotDetails & VerdictSpot["knowledge"];
  weather?: ForecastEntry[];
  tides?: TideEntry[];
  /** The tide's kind at this spot and its hourly heights (the day cards' curve). */
  tideCurve?: TideCurve;
  /** The models and their skill here, as GET /api/spots/{id}/models answers. */
  models?: SpotModels;
  /** The forecast shown: the one asked for, else the models' default here (the blend when absent). */
  model: ForecastModel;
  /** Whether `model` is the one asked for (the page address names it), not the default. */
  requested: boolean;
  /** The sea state by hour ([] at a lake, a lagoon, or without marine data). */
  sea?: SeaEntry[];
  /**
   * « Le vent d'ici »: whether `weather`'s wind is corrected by the spot's station (each corrected hour then keeps the
   * model's own as `rawWindSpeed`/`rawWindGust`), by how much it beat the raw model, or why the raw model stays.
   */
  correction?: SpotCorrectionAnswer;
  /** What the verdicts of `weather`'s hours are judged from, for any rider (null: the spot's knowledge is missing). */
  verdict?: { spot: VerdictSpot; facts: HourFacts[] } | null;
  /** Whether every part was read: only then is the page kept for as long as its forecast is fresh. */
  complete: boolean;
  /** Until when the forecast shown is fresh (ms): the page is kept no longer. */
  freshUntil: number;
};

const settled = <T>(r: PromiseSettledResult<T>, what: string, spotId: number): T | undefined => {
  if (r.status === "fulfilled") return r.value;
  console.error(`[prévisions] ${what} du spot ${spotId} :`, r.reason);
  return undefined;
};

/** How long the page waits for a first forecast (or a stale one's refresh) from the provider. */
const PAGE_FORECAST_WAIT_MS = 2_500;

/** Everything the forecast page shows for `requested` (from the page's URL) or, without one, the default here. */
export async function loadForecastPage(db: Db, spot: PageSpot, requested?: ForecastModel, now = Date.now()): Promise<ForecastPageData> {
  const spotId = spot.id;
  // Side by side: a forecast refresh holds no transaction while the provider answers, so the tides need not wait.
  // The spot's station, read once: the models' skill and the correction both measure against it.
  const stationRead = stationCorrections(db, spotId);
  const [tides, weather, models, sea, corrections] = await Promise.allSettled([
    loadTides(db, spot),
    loadForecast(db, spotId, { maxWaitMs: PAGE_FORECAST_WAIT_MS, maxWaitEmptyMs: PAGE_FORECAST_WAIT_MS, spot }),
    stationRead.then((read) => spotModels(db, spotId, new Date(now), read.station?.id ?? null)),
    loadSea(db, spot, { maxWaitMs: PAGE_FORECAST_WAIT_MS }),
    stationRead,
  ]);
  const blendRows = weather.status === "fulfilled" && weather.value ? weather.value : undefined;
  const blend = blendRows ? toForecastEntries(blendRows) : undefined;
  let model: ForecastModel;
  let rows: ForecastRow[] | undefined;
  let modelFailed = false;
  if (requested !== undefined && requested !== BLEND) {
    // One model, asked for in the URL: read (or fetched) as GET /api/weather/{id}?model= would.
    model = requested;
    rows = blendRows?.length
      ? await loadModelForecast(db, spotId, requested, { maxWaitMs: PAGE_FORECAST_WAIT_MS, maxWaitEmptyMs: PAGE_FORECAST_WAIT_MS, spot }).catch((error: unknown) => {
          console.error(`[prévisions] modèle ${requested} du spot ${spotId} :`, error);
          modelFailed = true;
          return undefined;
        })
      : blendRows;
  } else {
    // The page opens on the best model here when it has hours stored, else on the blend.
    const best = requested ?? (models.status === "fulfilled" ? models.value.default : BLEND);
    const bestRows =
      best !== BLEND && blend?.length
        ? await readModelForecast(db, spotId, best).catch(() => {
            modelFailed = true;
            return [];
          })
        : [];
    model = bestRows.length ? best : BLEND;
    rows = bestRows.length ? bestRows : blendRows;
  }
  const tideRows = tides.status === "fulfilled" ? tides.value : undefined;
  const seaHours = settled(sea, "état de la mer", spotId);
  // The wind as it blows here: the model corrected by the spot's station where that beat the raw model.
  const station = settled(corrections, "corrections", spotId);
  const spotCorrections = station?.corrections;
  const shown = rows && spotCorrections ? correctModelHours(rows, model, spotCorrections) : rows && { hours: rows, applied: false, maeKn: null };
  // Over the blend's days, the longest: another model may be chosen later.
  const [tideCurve, verdict] = await Promise.allSettled([
    loadTideCurve(db, spot, blend?.length ? new Date(blend[0]!.forecastDate) : null, blend?.length ? new Date(blend.at(-1)!.forecastDate) : null),
    shown?.hours.length
      ? spotFacts(db, spotId, {
          model,
          knowledge: async () => verdictSpotOf(spot),
          read: { hours: shown.hours, tides: tideRows, sea: seaHours, corrected: { errorKn: shown.maeKn, corrections: spotCorrections! } },
          now: () => new Date(now),
        }).catch(
          (error: unknown) => {
            // A spot without knowledge has no verdicts; anything else is a failure of this part.
            if ((error as { status?: number }).status === 404) return null;
            throw error;
          },
        )
      : Promise.resolve(undefined),
  ]);
  const parts = [tides, weather, models, sea, corrections, tideCurve, verdict];
  const entries =
    rows &&
    shown &&
    toForecastEntries(shown.hours).map((entry, i) =>
      shown.applied ? { ...entry, rawWindSpeed: rows[i]!.windSpeed, rawWindGust: rows[i]!.windGust } : entry,
    );
  return {
    spot: spotAnswer(spot),
    weather: entries,
    tides: tideRows && toTideEntries(tideRows),
    tideCurve: settled(tideCurve, "courbe de marée", spotId),
    models: settled(models, "modèles", spotId),
    model,
    requested: requested !== undefined,
    sea: seaHours?.map(toSeaEntry),
    verdict: settled(verdict, "faits des verdicts", spotId),
    correction: station && correctionOf(station, model),
    complete: !modelFailed && parts.every((p) => p.status === "fulfilled") && Boolean(entries?.length),
    freshUntil: (rows?.[0]?.lastUpdated.getTime() ?? now) + FORECAST_MAX_AGE_MS,
  };
}
