import type { Db } from "../../../db/client";
import { BACKTEST_DAYS, GAP_DAYS, learnSpot, TRAIN_WINDOW_DAYS } from "../../1-domain/correction/learn";
import { deleteCorrections, replaceCorrections, spotsDueForCorrection } from "../../2-stores/correction/corrections";
import { purgeHistory, readForecastDays, readStationDays } from "../../2-stores/correction/history";
import { liveRowOfSpot } from "../../2-stores/live-wind/spot-stations";
import { sharedPagesChanged } from "../shared-pages/changed";
import { fetchHistory, ingestStoredDays, utcDayKey, type HistoryOptions, type HistoryReport } from "./history";

/*
 * The correction-train job of one spot (docs/decisions/0029-station-correction.md): the days Alizé stored since the
 * last run, the providers' history where it is missing, then every model learned and back-tested again and stored.
 * The hourly sweep sends it for each spot with a station whose corrections are missing or a day old.
 */
/** Days kept: what the back-test's oldest day learns from, and the back-test. */
const KEEP_DAYS = TRAIN_WINDOW_DAYS + BACKTEST_DAYS + GAP_DAYS + 1;
/** A spot's corrections are learned again after this long. */
const RETRAIN_AFTER_MS = 20 * 3_600_000;
/** A spot that had not enough measurements yet (its history postponed, failed or short) is tried again after this long. */
const RETRY_YOUNG_AFTER_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export type TrainOptions = HistoryOptions & { now?: Date };

export type TrainReport =
  | { spotId: number; status: "unknown-spot" | "no-station" }
  | { spotId: number; status: "trained"; stationId: number; history: HistoryReport; models: number; applied: string[]; ms: number };

/** Learns the spot's corrections against its station now; a spot without a station loses any it had. */
export async function trainSpotCorrection(db: Db, spotId: number, options: TrainOptions = {}): Promise<TrainReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const row = await liveRowOfSpot(db, spotId);
  if (!row) return { spotId, status: "unknown-spot" };
  const stationId = row.id;
  if (stationId === null) {
    await deleteCorrections(db, spotId);
    await sharedPagesChanged([spotId]);
    return { spotId, status: "no-station" };
  }
  await ingestStoredDays(db, spotId, stationId, now);
  const history = await fetchHistory(db, row.spot, stationId, now, options);
  const fromDay = utcDayKey(now.getTime() - KEEP_DAYS * DAY_MS);
  const [forecasts, stations] = await Promise.all([readForecastDays(db, spotId, fromDay), readStationDays(db, stationId, fromDay)]);
  const learned = learnSpot(forecasts, stations, now);
  await replaceCorrections(db, spotId, stationId, now, learned);
  // The spot's shared pages show the corrected wind and the correction's figures: they are out of date now.
  await sharedPagesChanged([spotId]);
  return {
    spotId,
    status: "trained",
    stationId,
    history,
    models: learned.size,
    applied: [...learned].filter(([, c]) => c.applied).map(([model]) => model),
    ms: Math.round(performance.now() - started),
  };
}

/** The hourly sweep: asks for the training of every spot due (`send`: the queue's), and drops history past KEEP_DAYS. */
export async function sweepCorrections(db: Db, send: (spotId: number) => Promise<unknown>, now = new Date()): Promise<{ due: number }> {
  const due = await spotsDueForCorrection(db, new Date(now.getTime() - RETRAIN_AFTER_MS), new Date(now.getTime() - RETRY_YOUNG_AFTER_MS));
  for (const spotId of due) await send(spotId);
  await purgeHistory(db, utcDayKey(now.getTime() - KEEP_DAYS * DAY_MS));
  return { due: due.length };
}
