import "server-only";
import type { Db } from "../../../db/client";
import { NotFound } from "../../0-base/errors";
import { stationAndLive } from "../live-wind/live";
import type { LiveWind } from "../../1-domain/live-wind/types";
import { getPageSpot, spotAnswer, type PageSpot } from "../../2-stores/spots/spot";
import { verdictSpotOf } from "../../2-stores/spots/knowledge";
import { loadTides, toTideEntries, type TideRow } from "../../2-stores/tides/tides";
import { perOwner, TtlCache } from "../../0-base/ttl-cache";
import { FORECAST_MAX_AGE_MS } from "../forecast-refresh/refresh";
import type { ForecastEntry, SpotDetails, TideEntry } from "../../1-domain/forecast/api-types";
import { toForecastEntries, type ForecastRow } from "../../2-stores/forecasts/weather";
import { loadForecast } from "./load-forecast";
import { spotVerdictsAndWindows } from "../verdicts/spot-verdicts";
import type { HourVerdict, VerdictWindow } from "../../1-domain/verdict/types";
import { loadTideCurve, type TideCurve } from "../../2-stores/tides/tide-curve";
import { BLEND, type ForecastModel } from "../../2-stores/open-meteo/models";
import { measuredToday } from "../models/measured";
import { spotModels } from "../models/skill";
import { loadModelForecast } from "../models/forecast";
import { readModelForecast } from "../../2-stores/forecasts/models";
import type { MeasuredToday, SpotModels } from "../../1-domain/models/types";
import { toSeaEntry, type SeaEntry, type SeaHour } from "../../1-domain/sea/types";
import { loadSea } from "../sea/load-sea";

/**
 * What the server gives the forecast page for its first paint, as the initial data of its queries.
 * A missing field means "let the browser ask the API" (it then shows the loading state); spot null means
 * the spot does not exist.
 */
export type InitialForecast = {
  spot?: SpotDetails | null;
  weather?: ForecastEntry[];
  tides?: TideEntry[];
  /** The « Vent mesuré » block's station and last reading (issue 12), as GET /api/spots/{id}/live answers. */
  live?: LiveWind;
  /** The rider's verdict per hour and windows of the week (issue 11); missing: the browser asks for them. */
  verdicts?: HourVerdict[];
  windows?: VerdictWindow[];
  /** Without any window, why: the week's most frequent blocking reasons (lib/1-domain/verdict/week-reasons.ts). */
  windowsWhyNone?: string[];
  /** The tide's kind at this spot and its hourly heights (the day cards' curve); computed on the server only. */
  tideCurve?: TideCurve;
  /** The models and their skill here (issue 12), as GET /api/spots/{id}/models answers. */
  models?: SpotModels;
  /** The forecast `weather`, `verdicts` and `windows` hold: the one asked for, else the models' default here (the blend when absent). */
  model?: ForecastModel;
  /** Whether `model` is the one the rider asked for (the page's `?modele=`), not the default. */
  requested?: boolean;
  /** Today's measured hours at the spot's station (the « Mesuré » row), as GET /api/spots/{id}/measured answers. */
  measured?: MeasuredToday;
  /** The sea state by hour, as GET /api/spots/{id}/sea answers it ([] at a lake, a lagoon, or without marine data). */
  sea?: SeaEntry[];
};

const settled = <T>(r: PromiseSettledResult<T>, what: string, spotId: number): T | undefined => {
  if (r.status === "fulfilled") return r.value;
  console.error(`[prévisions] ${what} du spot ${spotId} :`, r.reason);
  return undefined;
};

/** How long the server waits for a first forecast before letting the browser wait for it instead. */
export const PAGE_FORECAST_WAIT_MS = 2_500;

/**
 * How long a spot's rider-independent page data is kept for the next rider, per spot and model asked for: as long
 * as the forecast's JSON (./weather-json.ts), and never past the forecast's freshness. Another instance's refresh
 * shows here at most this much later; this instance's own refresh at once (a stale forecast is never kept).
 */
export const PAGE_DATA_TTL_MS = 5_000;

/** What every rider of a spot reads alike on its page, for one model asked for (or none). */
type SharedPage = Omit<InitialForecast, "spot" | "verdicts" | "windows" | "windowsWhyNone"> & {
  /** The stored hours of the model shown, the tides and the sea, handed to the verdicts (read once). */
  read: { hours?: ForecastRow[]; tides?: TideRow[]; sea?: SeaHour[] };
  /** How long it may be kept: 0 when a part is missing or failed, else until the forecast is due a refresh. */
  keepMs: number;
};

// ~120 kB a spot and model (the hours twice: rows for the verdicts, entries for the page): ~12 MB at most.
const sharedPages = perOwner<Db, TtlCache<string, Promise<SharedPage>>>(() => new TtlCache({ max: 100, ttlMs: (page) => page.keepMs }));

/**
 * Everything the forecast page shows, for the model the rider asked for (`requested`, from the page's URL) or,
 * without one, the default here. The rider-independent part is shared by the riders of a spot for a few seconds
 * (PAGE_DATA_TTL_MS; `keepMs` 0: read it anew); only the verdicts and windows are the rider's.
 */
export async function loadForecastPage(
  db: Db,
  spotOrId: number | PageSpot,
  userId: number | null = null,
  requested?: ForecastModel,
  { keepMs = PAGE_DATA_TTL_MS }: { keepMs?: number } = {},
): Promise<InitialForecast> {
  let spot: PageSpot;
  try {
    // Read once (the page's loader, lib/4-edge/pages.ts, hands it over), then passed to every reader below.
    spot = typeof spotOrId === "number" ? await getPageSpot(db, spotOrId) : spotOrId;
  } catch (error) {
    if (error instanceof NotFound) return { spot: null };
    console.error(`[prévisions] page du spot ${String(spotOrId)} :`, error);
    return {};
  }
  const now = Date.now();
  const compute = () => sharedPage(db, spot, requested, keepMs, now);
  const shared = await (keepMs > 0 ? sharedPages(db).get(sharedKey(spot, requested), compute, now) : compute());
  return riderPage(db, spot, userId, shared);
}

const sharedKey = (spot: PageSpot, requested: ForecastModel | undefined) => `${spot.id}|${requested ?? ""}`;

/**
 * Another rider's page from the rider-independent part kept for the spot and model (a document shared by the riders
 * of a spot: lib/4-edge/http/page-templates.ts): never read anew, null when none is kept (or still being read).
 */
export async function keptForecastPage(db: Db, spot: PageSpot, userId: number, requested?: ForecastModel): Promise<InitialForecast | null> {
  const kept = sharedPages(db).peek(sharedKey(spot, requested));
  return kept ? riderPage(db, spot, userId, await kept) : null;
}

/** The page for `userId` (null: no verdicts) from its rider-independent part: their verdicts and windows judged. */
async function riderPage(db: Db, spot: PageSpot, userId: number | null, shared: SharedPage): Promise<InitialForecast> {
  const { read, keepMs: _, ...page } = shared;
  // Without a stored forecast there is nothing to judge yet: the browser asks once the forecast is in.
  const judged =
    userId === null || !page.weather?.length
      ? undefined
      : await spotVerdictsAndWindows(db, spot.id, userId, { model: page.model, knowledge: async () => verdictSpotOf(spot), read }).catch((error: unknown) => {
          console.error(`[prévisions] verdicts et créneaux du spot ${spot.id} :`, error);
          return undefined;
        });
  return { spot: spotAnswer(spot), ...page, verdicts: judged?.verdicts, windows: judged?.windows, windowsWhyNone: judged?.whyNone };
}

/** The page's rider-independent data: the forecast (refreshed when due), tides, live wind, models, sea. */
async function sharedPage(db: Db, spot: PageSpot, requested: ForecastModel | undefined, keepMs: number, now: number): Promise<SharedPage> {
  const spotId = spot.id;
  // The spot's station, read once with its live wind, for the « Mesuré » row and the models' skill too. If that
  // read fails, only the live wind is lost: the other two read the station themselves (undefined: « read it »).
  const station = stationAndLive(db, spot);
  const stationId = station.then((s) => s.stationId, () => undefined);
  // Side by side: a forecast refresh holds no transaction while the provider answers (./lease.ts), so the
  // tides need not wait for it, even on the embedded database.
  const [tides, weather, live, models, measured, sea] = await Promise.allSettled([
    loadTides(db, spot),
    loadForecast(db, spotId, { maxWaitMs: PAGE_FORECAST_WAIT_MS, maxWaitEmptyMs: PAGE_FORECAST_WAIT_MS, spot }),
    station.then((s) => s.live),
    stationId.then((id) => spotModels(db, spotId, undefined, id)),
    stationId.then((id) => measuredToday(db, spotId, undefined, id)),
    loadSea(db, spot, { maxWaitMs: PAGE_FORECAST_WAIT_MS }),
  ]);
  const blendRows = weather.status === "fulfilled" && weather.value ? weather.value : undefined;
  const blend = blendRows ? toForecastEntries(blendRows) : undefined;
  let model: ForecastModel;
  let entries: ForecastEntry[] | undefined;
  // The stored hours of the model shown, handed to the verdicts (read once per render).
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
    entries = rows && toForecastEntries(rows);
  } else {
    // The page opens on the best model here (issue 12) when it has hours stored, else on the blend.
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
    entries = bestRows.length ? toForecastEntries(bestRows) : blend;
  }
  const tideRows = tides.status === "fulfilled" ? tides.value : undefined;
  const seaHours = settled(sea, "état de la mer", spotId);
  // Over the blend's days, the longest: the curve is computed here only, and another model may be chosen later.
  const tideCurve = await loadTideCurve(db, spot, blend?.length ? new Date(blend[0]!.forecastDate) : null, blend?.length ? new Date(blend.at(-1)!.forecastDate) : null).then(
    (curve) => ({ status: "fulfilled", value: curve }) as const,
    (reason: unknown) => ({ status: "rejected", reason }) as const,
  );
  const parts = [tides, weather, live, models, measured, sea, tideCurve];
  // Kept only whole, and only while the forecast is fresh: a missing or failed part is asked for again next time.
  const whole = !modelFailed && parts.every((p) => p.status === "fulfilled") && entries?.length;
  const freshForMs = (rows?.[0]?.lastUpdated.getTime() ?? 0) + FORECAST_MAX_AGE_MS - now;
  return {
    weather: entries,
    tides: tideRows && toTideEntries(tideRows),
    live: settled(live, "vent mesuré", spotId),
    tideCurve: settled(tideCurve, "courbe de marée", spotId),
    models: settled(models, "modèles", spotId),
    model,
    requested: requested !== undefined,
    measured: settled(measured, "vent mesuré du jour", spotId),
    sea: seaHours?.map(toSeaEntry),
    read: { hours: rows, tides: tideRows, sea: seaHours },
    keepMs: whole ? Math.min(keepMs, freshForMs) : 0,
  };
}
