import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { fetchLiveStations } from "../../2-stores/openwindmap/client";
import { LiveWindProviderError } from "../../1-domain/live-wind/errors";
import { liveWindEvents } from "./live";
import { rematchSpots } from "./matching";
import { recordPollOutcome, takePollTurn } from "../../2-stores/live-wind/poll-gate";
import { purgeOldHours, saveReadings } from "../../2-stores/live-wind/store";
import type { IgnoredCounts } from "../../1-domain/live-wind/stations";
import type { LiveWindEvent } from "../../1-domain/live-wind/types";

/*
 * One poll of OpenWindMap for the whole deployment (at most once a minute, see ./poll-gate.ts): fetch every
 * station, keep the usable ones, save their readings, choose every spot's station again, purge old history.
 * A provider failure is logged and returned, never thrown: the stored readings stay and keep being served.
 * The caller (scheduler) pushes `changedStationIds` to the spots' rooms (see liveWindEvents in ./live.ts).
 */
export type PollResult =
  | { status: "skipped" }
  | { status: "failed"; reason: LiveWindProviderError["reason"]; message: string }
  | {
      status: "polled";
      /** Stations with a reading newer than the stored one. */
      changedStationIds: number[];
      /** Usable stations in the answer. */
      stations: number;
      ignored: IgnoredCounts;
      spotsWithStation: number;
      ms: number;
    };

export type PollOptions = { baseUrl?: string; timeoutMs?: number; signal?: AbortSignal; now?: () => Date };

const LOG = "[vent mesuré]";

export async function pollStations(db: Db, options: PollOptions = {}): Promise<PollResult> {
  if (!(await takePollTurn(db))) return { status: "skipped" };
  const started = performance.now();
  const now = options.now ?? (() => new Date());
  let answer;
  try {
    answer = await fetchLiveStations({
      baseUrl: options.baseUrl ?? env().OPENWINDMAP_BASE_URL,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      now: now(),
    });
  } catch (error) {
    if (!(error instanceof LiveWindProviderError)) throw error;
    console.warn(`${LOG} OpenWindMap indisponible (${error.reason}) : ${error.message} ; dernières mesures conservées`);
    await recordPollOutcome(db, `${error.reason}: ${error.message}`).catch(() => undefined);
    return { status: "failed", reason: error.reason, message: error.message };
  }
  const { readings, ignored } = answer;
  const changed = await db.transaction(async (tx) => {
    const ids = await saveReadings(tx, readings);
    await purgeOldHours(tx);
    return ids;
  });
  await recordPollOutcome(db, null);
  // Apart: a failed choice keeps the previous one and does not undo the readings.
  const matched = await db.transaction((tx) => rematchSpots(tx)).catch((error: unknown) => {
    console.error(`${LOG} choix des balises des spots impossible, choix précédent conservé (${String(error)})`);
    return { spots: 0, withStation: 0 };
  });
  if (ignored.malformed > 0) console.warn(`${LOG} ${ignored.malformed} balise(s) au format inattendu ignorée(s)`);
  return {
    status: "polled",
    changedStationIds: changed,
    stations: readings.length,
    ignored,
    spotsWithStation: matched.withStation,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * What the scheduler runs every minute: a poll, then the LIVE_WIND events for the spots whose station has a
 * new reading (empty when the poll was skipped or failed). Each event goes to the room of `event.spotId`.
 */
export async function pollForPush(db: Db, options: PollOptions = {}): Promise<{ result: PollResult; events: LiveWindEvent[] }> {
  const result = await pollStations(db, options);
  if (result.status !== "polled" || result.changedStationIds.length === 0) return { result, events: [] };
  return { result, events: await liveWindEvents(db, result.changedStationIds, (options.now ?? (() => new Date()))()) };
}
