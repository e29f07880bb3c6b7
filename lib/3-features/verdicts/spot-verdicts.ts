import type { Db } from "../../../db/client";
import { NotFound } from "../../0-base/errors";
import { readForecast } from "../../2-stores/forecasts/weather";
import { loadTides, type TideRow } from "../../2-stores/tides/tides";
import type { TideLimits } from "../../1-domain/spots/knowledge-types";
import { spotKnowledge, type KnowledgeReader } from "../../2-stores/spots/knowledge";
import { favoriteSpotIds } from "../../2-stores/spots/favorites";
import { getPreferences } from "../../2-stores/users/preferences";
import { cachedSpotFacts, FACTS_TTL_MS, type SpotFacts } from "./facts-cache";
import { judgeSpotHours, NO_TIDE, spotHourFacts, toHourVerdict, type HeightAt } from "../../1-domain/verdict/spot-hours";
import { heightsFromExtremes } from "../../1-domain/verdict/tide-heights";
import { daysAtAGlance, type DayGlance } from "../../1-domain/verdict/day-reasons";
import { todayLine, type TodayLine } from "../../1-domain/verdict/today-line";
import type { HourVerdict, JudgedHour, VerdictWindow } from "../../1-domain/verdict/types";
import { findWindows } from "../../1-domain/verdict/windows";
import { BLEND, type ForecastModel } from "../../2-stores/open-meteo/models";
import { readModelForecast } from "../../2-stores/forecasts/models";
import { readSea } from "../../2-stores/sea/sea";
import { hasSeaState, waveHeightsByHour, type SeaHour } from "../../1-domain/sea/types";
import { NO_WAVES, type WaveAt } from "../../1-domain/verdict/types";
import { modelSamples } from "./model-samples";
import { correctModelHours, currentCorrections } from "../correction/read";
import type { SpotCorrections } from "../../2-stores/correction/corrections";
import { weekOf, type WeekWindows } from "../../1-domain/verdict/rider-week";
import { needsTide } from "./every-spot-facts";
import type { RiderPreferences } from "../../1-domain/validation/preferences";

export type VerdictDeps = {
  knowledge?: KnowledgeReader;
  now?: () => Date;
  /** How long a spot's facts are kept for the next rider (FACTS_TTL_MS); 0 computes them every time. */
  factsTtlMs?: number;
  /** The forecast judged: one model's, or by default the blend. */
  model?: ForecastModel;
  /**
   * What a page has already read for this spot (lib/3-features/forecast/page-data.ts): the judged model's stored
   * hours, the tides and the sea. Given, they are not read again.
   */
  read?: {
    hours?: Awaited<ReturnType<typeof readForecast>>;
    tides?: TideRow[];
    sea?: SeaHour[];
    /** `hours` are already corrected by the spot's station (a page's): their measured error, and the corrections read. */
    corrected?: { errorKn: number | null; corrections: SpotCorrections };
  };
};

const isModel = (model: ForecastModel | undefined): model is Exclude<ForecastModel, typeof BLEND> => model !== undefined && model !== BLEND;

/** The water height per hour, only for a spot whose tide limits need it (one query less for the others). */
async function heightsFor(db: Db, spotId: number, tide: TideLimits, now: Date, read?: TideRow[]): Promise<HeightAt> {
  if (!needsTide(tide)) return NO_TIDE;
  return heightsFromExtremes(read ?? (await loadTides(db, spotId, { now: () => now })));
}

/** The stored wave height of each hour, for the sea's rule (none at a lake or a lagoon: nothing is asked there). */
export async function wavesFor(db: Db, spotId: number, waterBody: Parameters<typeof hasSeaState>[0], now: Date, read?: SeaHour[]): Promise<WaveAt> {
  if (!hasSeaState(waterBody)) return NO_WAVES;
  return waveHeightsByHour(read ?? (await readSea(db, spotId, now)));
}

/** What every rider's verdicts at this spot share: its knowledge and the facts of its stored forecast hours. */
export const spotFacts = (db: Db, spotId: number, deps: VerdictDeps = {}) => computeSpotFacts(db, spotId, deps, deps.now?.() ?? new Date());

async function computeSpotFacts(db: Db, spotId: number, deps: VerdictDeps, now: Date): Promise<SpotFacts> {
  const spot = await (deps.knowledge ?? spotKnowledge)(db, spotId);
  const read = deps.read ?? {};
  const model = deps.model ?? BLEND;
  const hours = read.hours ?? (isModel(model) ? readModelForecast(db, spotId, model, now) : readForecast(db, spotId, now));
  const [stored, heightAt, waveAt, corrections] = await Promise.all([
    hours,
    heightsFor(db, spotId, spot.knowledge.tide, now, read.tides),
    wavesFor(db, spotId, spot.knowledge.waterBody, now, read.sea),
    read.corrected?.corrections ?? currentCorrections(db, spotId),
  ]);
  // The wind as it blows here (the station's correction, where it beat the model), and how wrong it measured.
  const shown = read.corrected ? { hours: stored, maeKn: read.corrected.errorKn } : correctModelHours(stored, model, corrections);
  // The shown model's hours, already read by the page, count among the models' samples without a second read.
  const models = await modelSamples(db, spotId, now, read.hours && isModel(model) ? { model, hours: shown.hours } : undefined, corrections);
  return { spot, facts: spotHourFacts(spot, shown.hours, heightAt, waveAt, models, shown.maeKn) };
}

function factsOf(db: Db, spotId: number, deps: VerdictDeps, now: Date): Promise<SpotFacts> {
  const ttl = deps.factsTtlMs ?? FACTS_TTL_MS;
  const key = isModel(deps.model) ? `${spotId}:${deps.model}` : spotId;
  return cachedSpotFacts(db, key, now.getTime(), ttl, () => computeSpotFacts(db, spotId, deps, now));
}

/** Every stored forecast hour of a spot, judged for a rider. NotFound for an unknown spot. */
async function judgedHours(db: Db, spotId: number, userId: number, deps: VerdictDeps): Promise<{ hours: JudgedHour[]; prefs: RiderPreferences }> {
  const now = deps.now?.() ?? new Date();
  const [{ spot, facts }, prefs] = await Promise.all([factsOf(db, spotId, deps, now), getPreferences(db, userId)]);
  return { hours: judgeSpotHours(facts, spot.knowledge, prefs), prefs };
}

/** GET /api/spots/{id}/verdicts: one verdict per stored forecast hour (from today, Paris), for this rider. */
export async function spotVerdicts(db: Db, spotId: number, userId: number, deps: VerdictDeps = {}): Promise<HourVerdict[]> {
  return (await judgedHours(db, spotId, userId, deps)).hours.map(toHourVerdict);
}

export type { WeekWindows };

/** The rider's windows over the next seven days in date order, the best marked; until « Mes conditions » are saved, they say so. */
export async function spotWeekWindows(db: Db, spotId: number, userId: number, deps: VerdictDeps = {}): Promise<WeekWindows> {
  const now = deps.now?.() ?? new Date();
  const { hours, prefs } = await judgedHours(db, spotId, userId, deps);
  return weekOf(hours, prefs, now);
}


/** GET /api/spots/{id}/windows: the rider's windows over the next seven days, in date order, the best marked. */
export async function spotWindows(db: Db, spotId: number, userId: number, deps: VerdictDeps = {}): Promise<VerdictWindow[]> {
  return (await spotWeekWindows(db, spotId, userId, deps)).windows;
}

/**
 * A favourite on home: each Paris day of its stored forecast at a glance (best verdict, main reason), and the
 * one line « Aujourd'hui : … ». No day and no line: its forecast has not been fetched yet (`days` empty).
 */
export type FavoriteWeek = { spotId: number; days: DayGlance[]; line: TodayLine | null };

/**
 * « Vos spots cette semaine »: for each of the rider's favourite spots (by name), each Paris day of the stored
 * forecast at a glance and today's line. A favourite without knowledge yet is left out rather than failing the grid.
 */
export async function favoritesWeek(db: Db, userId: number, deps: VerdictDeps = {}): Promise<FavoriteWeek[]> {
  const now = deps.now?.() ?? new Date();
  const [favorites, prefs] = await Promise.all([favoriteSpotIds(db, userId), getPreferences(db, userId)]);
  const weeks = await Promise.all(
    favorites.map(async (spotId): Promise<FavoriteWeek | null> => {
      try {
        const { spot, facts } = await factsOf(db, spotId, deps, now);
        const hours = judgeSpotHours(facts, spot.knowledge, prefs);
        if (hours.length === 0) return { spotId, days: [], line: null };
        const line = todayLine(hours.map(toHourVerdict), findWindows(hours, now), now.getTime());
        return { spotId, days: daysAtAGlance(hours.map(toHourVerdict)), line };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    }),
  );
  return weeks.filter((w): w is FavoriteWeek => w !== null);
}
