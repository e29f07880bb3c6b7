import type { Db } from "../../../db/client";
import { perOwner, perOwnerAndTtl, TtlCache } from "../../0-base/ttl-cache";
import { gateMonth, monthStat, type MonthFacts, type MonthStat } from "../../1-domain/history/month-facts";
import type { HistoryRow } from "../../1-domain/history/rows";
import { historyYears } from "../../1-domain/history/years";
import type { RiderPreferences } from "../../1-domain/validation/preferences";
import { HOUR_MS } from "../../1-domain/verdict/daylight";
import { NO_TIDE, type HeightAt } from "../../1-domain/verdict/spot-hours";
import { heightsFromExtremes } from "../../1-domain/verdict/tide-heights";
import type { VerdictSpot } from "../../1-domain/verdict/types";
import { BEST_MONTHS } from "../../1-domain/where/messages";
import { conditionsKey } from "../../1-domain/where/conditions-key";
import { historyCoverage, readMonthHistory, readSpotHistory, type HistoryCoverage } from "../../2-stores/history/wind-history";
import { everySpotToRank, spotKnowledge } from "../../2-stores/spots/knowledge";
import { spotTidePlace } from "../../2-stores/spots/places";
import { getPreferences } from "../../2-stores/users/preferences";
import { groupBySpot, hasKnowledge, needsTide } from "../verdicts/every-spot-facts";

/*
 * « Meilleurs mois » (docs/decisions/0031-where-and-when.md): for each calendar month, the days a year that gave
 * this rider a « Navigable » session at a spot, from its stored wind history and the verdict's rules. The work is
 * kept at two levels in this process, both shared by every rider and keyed by what the spot's history holds:
 * - each spot-month's hours that can be « go » (lib/1-domain/history/month-facts.ts), ~30 kB, bounded LRU;
 * - each spot's twelve months for one set of conditions (a few numbers), bounded LRU.
 * Tides, for the spots with tide limits, are predicted locally (lib/1-domain/tides) as high and low waters around
 * each month, the hours between them by the half-cosine the forecast's verdict uses (tide-heights.ts).
 */
const COVERAGE_TTL_MS = 60_000;
const KEEP_MS = 6 * HOUR_MS;
/** Spot-months kept at once (~30 kB each): a whole month of 180 spots, and the sheets of a few dozen spots. */
const MAX_MONTH_FACTS = 600;
const MAX_RESULTS = 5_000;

const coverages = perOwnerAndTtl<Db, "all", Promise<HistoryCoverage>>(1);
const monthFacts = perOwner<Db, TtlCache<string, MonthFacts>>(() => new TtlCache({ max: MAX_MONTH_FACTS, ttlMs: KEEP_MS, lru: true }));
const results = perOwner<Db, TtlCache<string, MonthStat[]>>(() => new TtlCache({ max: MAX_RESULTS, ttlMs: KEEP_MS, lru: true }));

export type HistoryDeps = { now?: () => Date; /** 0: nothing kept (tests). */ coverageTtlMs?: number };

/** Which complete years each spot's history holds, read at most every COVERAGE_TTL_MS. */
function coverageOf(db: Db, now: Date, deps: HistoryDeps = {}): Promise<HistoryCoverage> {
  const ttl = deps.coverageTtlMs ?? COVERAGE_TTL_MS;
  if (ttl <= 0) return historyCoverage(db);
  return coverages(db, ttl).get("all", () => historyCoverage(db), now.getTime());
}

/** The years of a spot's history its months rest on (complete, within the span), ascending, and what identifies them. */
function yearsOf(coverage: HistoryCoverage, spotId: number, now: Date): { years: number[]; stamp: string } {
  const { from, to } = historyYears(now);
  const spot = coverage.get(spotId);
  const years = (spot?.years ?? []).filter((y) => y >= from && y <= to);
  return { years, stamp: `${spotId}:${years.join(",")}:${spot?.fetchedAt ?? 0}` };
}

/** A spot as the months judge it: its place, knowledge and tide gauge. */
export type HistorySpot = VerdictSpot & { id: number; hydrographicSource: string };

/** The water height over these rows, for a spot whose tide limits need it; unknown (null) without a gauge. */
async function heightsOver(spot: HistorySpot, rows: readonly HistoryRow[]): Promise<HeightAt> {
  if (!needsTide(spot.knowledge.tide)) return NO_TIDE;
  // Loaded on first use only, as the tides' store does: reading the tide database costs about a second.
  const { predictTideEvents, spotGaugeId } = await import("../../1-domain/tides");
  const gauge = spotGaugeId(spot.hydrographicSource, spot.latitude, spot.longitude, spot.knowledge.waterBody);
  if (!gauge) return () => null;
  const extremes = rows.flatMap((row) => predictTideEvents(gauge, new Date(row.month.getTime() - 12 * HOUR_MS), row.windSpeed.length / 24 + 1));
  return heightsFromExtremes(extremes.map((e) => ({ tideTime: e.time, height: e.height })));
}

const factsKey = (stamp: string, month: number) => `${stamp}:${month}`;

/** The spot-month's facts from its rows (all the years'), kept under the spot's stamp. */
async function monthFactsOf(db: Db, spot: HistorySpot, stamp: string, month: number, rows: readonly HistoryRow[]): Promise<MonthFacts> {
  const cache = monthFacts(db);
  const kept = cache.peek(factsKey(stamp, month));
  if (kept) return kept;
  const facts = gateMonth(spot, month, rows, await heightsOver(spot, rows));
  return cache.get(factsKey(stamp, month), () => facts);
}

/** GET /api/spots/{id}/months: the years used and the twelve months, or why not yet. */
export type SpotMonths = { years: [number, number]; months: MonthStat[] } | { reason: string };

async function historySpot(db: Db, spotId: number): Promise<HistorySpot> {
  const [spot, place] = await Promise.all([spotKnowledge(db, spotId), spotTidePlace(db, spotId)]);
  return { ...spot, id: spotId, hydrographicSource: place?.hydrographicSource ?? "" };
}

/** The spot's best months for the signed-in rider; NotFound for an unknown spot or one without its sheet. */
export async function spotMonths(db: Db, spotId: number, userId: number, deps: HistoryDeps = {}): Promise<SpotMonths> {
  const now = deps.now?.() ?? new Date();
  const [spot, prefs, coverage] = await Promise.all([historySpot(db, spotId), getPreferences(db, userId), coverageOf(db, now, deps)]);
  const { years, stamp } = yearsOf(coverage, spotId, now);
  if (!years.length) return { reason: BEST_MONTHS.pending };
  const key = `${stamp}|${conditionsKey(prefs)}`;
  let months = results(db).peek(key);
  if (!months) {
    const all = await readSpotHistory(db, spotId, years[0]!, years.at(-1)!);
    const rows = all.filter((r) => years.includes(r.month.getUTCFullYear()));
    const computed: MonthStat[] = [];
    for (let month = 1; month <= 12; month++) {
      const facts = await monthFactsOf(db, spot, stamp, month, rows.filter((r) => r.month.getUTCMonth() === month - 1));
      computed.push(monthStat(facts, spot.knowledge, prefs));
    }
    months = results(db).get(key, () => computed);
  }
  return { years: [years[0]!, years.at(-1)!], months };
}

/** One spot's month for a rider, in « Où aller en mai ? ». */
export type SpotMonth = { id: number; name: string; latitude: number; longitude: number; years: number[]; stat: MonthStat };
type SpotMonthFacts = Omit<SpotMonth, "stat"> & { knowledge: HistorySpot["knowledge"]; facts: MonthFacts };

/** A calendar month of every spot (~6 MB for 180 spots): the few months asked for are kept. */
const everySpotFacts = perOwner<Db, TtlCache<string, Promise<SpotMonthFacts[]>>>(() => new TtlCache({ max: 3, ttlMs: KEEP_MS, lru: true }));
const monthRankings = perOwner<Db, TtlCache<string, Promise<SpotMonth[]>>>(() => new TtlCache({ max: 200, ttlMs: KEEP_MS, lru: true }));

/** Every spot's facts of a calendar month: the month's rows read once, for the spots whose facts are not kept. */
async function computeEverySpotFacts(db: Db, month: number, coverage: HistoryCoverage, now: Date): Promise<SpotMonthFacts[]> {
  const { from, to } = historyYears(now);
  const spots = (await everySpotToRank(db)).filter((s) => hasKnowledge(s) && yearsOf(coverage, s.id, now).years.length);
  const kept = new Map(spots.map((s) => [s.id, monthFacts(db).peek(factsKey(yearsOf(coverage, s.id, now).stamp, month))]));
  const rowsBySpot = groupBySpot(spots.some((s) => !kept.get(s.id)) ? await readMonthHistory(db, month, from, to) : []);
  const out: SpotMonthFacts[] = [];
  for (const s of spots) {
    const { years, stamp } = yearsOf(coverage, s.id, now);
    const { id, name, latitude, longitude, hydrographicSource, ...columns } = s;
    const spot: HistorySpot = { id, latitude, longitude, hydrographicSource, knowledge: { ...columns, seasonalBan: columns.seasonalBan ?? null } };
    const rows = (rowsBySpot.get(id) ?? []).filter((r) => years.includes(r.month.getUTCFullYear()));
    const facts = kept.get(id) ?? (await monthFactsOf(db, spot, stamp, month, rows));
    out.push({ id, name, latitude, longitude, years, knowledge: spot.knowledge, facts });
  }
  return out;
}

/**
 * « Où aller en mai ? »: the month (1–12) at every spot with a sheet and some history, for these conditions. Kept per
 * coverage and conditions, and shared while it is computed: the next rider alike pays a lookup, and riders asking at
 * once wait for one computation.
 */
export async function everySpotMonth(db: Db, month: number, prefs: RiderPreferences, now: Date, deps: HistoryDeps = {}): Promise<SpotMonth[]> {
  const coverage = await coverageOf(db, now, deps);
  let newest = 0;
  let held = 0;
  for (const c of coverage.values()) {
    newest = Math.max(newest, c.fetchedAt);
    held += c.years.length;
  }
  const monthKey = `${month}|${historyYears(now).to}|${held}:${newest}`;
  return monthRankings(db).get(`${monthKey}|${conditionsKey(prefs)}`, async () => {
    const all = await everySpotFacts(db).get(monthKey, () => computeEverySpotFacts(db, month, coverage, now));
    return all.map(({ knowledge, facts, ...spot }) => ({ ...spot, stat: monthStat(facts, knowledge, prefs) }));
  });
}
