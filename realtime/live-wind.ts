import type { Server, Socket } from "socket.io";
import type { Db } from "../db/client";
import { CHAT_EVENTS, type ChatErrorPayload } from "../lib/1-domain/chat/events";
import { env } from "../lib/0-base/env";
import { LIVE_WIND_EVENT, liveRoom, MAX_WATCHED_SPOTS, UNWATCH_SPOT_EVENT, WATCH_RATE, WATCH_SPOT_EVENT } from "../lib/1-domain/live-wind/events";
import { backfillStationHours, stationsNeedingHistory } from "../lib/3-features/live-wind/measured";
import { WATCH_ERRORS } from "../lib/1-domain/live-wind/messages";
import { pollForPush, type PollOptions } from "../lib/3-features/live-wind/poll";
import { WatchSpotSchema, type LiveWindEvent } from "../lib/1-domain/live-wind/types";
import type { SocketData } from "./auth";
import { SlidingWindowLimiter } from "../lib/2-stores/rate-limits/memory";

/*
 * Live wind in the realtime service. Every instance ticks; the database gate (lib/2-stores/live-wind/poll-gate)
 * lets one of them fetch OpenWindMap once a minute for the whole deployment, and that instance emits LIVE_WIND to
 * each changed spot's readers' room `live:<spotId>`; with Redis the adapter carries it to the other instances'
 * sockets. Any authenticated socket joins a readers' room with WATCH_SPOT { spotId }: no chat join, and the
 * event carries the station's reading only, no user data.
 */

/** How often each instance asks the gate. Shorter than the gate's minute so a reading is pushed ≤ 1 min 15 s after it is due. */
const LIVE_WIND_TICK_MS = 15_000;
/** Archive requests after one poll at most (bounded work; the rest waits for the next polls). */
const BACKFILL_PER_POLL = 2;
/** A station whose archive was asked is not asked again by this instance before this delay. */
const BACKFILL_RETRY_MS = 6 * 3_600_000;

export type WatchAck = { ok: true } | { ok: false; message: string };
/**
 * `tickMs: 0`: WATCH_SPOT works but this instance never polls by itself (tick() still can: by hand, or the job
 * queue's live-wind-poll job). `pollAtStart`: one poll at start (default: when ticking).
 */
export type LiveWindOptions = { tickMs?: number; pollAtStart?: boolean; poll?: PollOptions };

export function registerLiveWind(io: Server, db: Db, options: LiveWindOptions = {}) {
  const watchLimiter = new SlidingWindowLimiter(WATCH_RATE.limit, WATCH_RATE.windowMs);
  const backfilledAt = new Map<number, number>();
  let running: Promise<LiveWindEvent[]> | null = null;

  io.on("connection", (socket: Socket) => {
    const { user } = socket.data as SocketData;
    const fail = (event: string, message: string) => socket.emit(CHAT_EVENTS.CHAT_ERROR, { message, event } satisfies ChatErrorPayload);
    const watched = () => [...socket.rooms].filter((r) => r.startsWith("live:")).length;

    // Acknowledged (optional Socket.IO ack) with { ok } once joined, or with the French refusal.
    socket.on(WATCH_SPOT_EVENT, async (payload: unknown, callback?: unknown) => {
      const ack = (answer: WatchAck) => typeof callback === "function" && callback(answer);
      const refuse = (message: string) => {
        fail(WATCH_SPOT_EVENT, message);
        ack({ ok: false, message });
      };
      const input = WatchSpotSchema.safeParse(payload);
      if (!input.success) return refuse(WATCH_ERRORS.badPayload);
      if (!watchLimiter.take(user.userId)) return refuse(WATCH_ERRORS.rateLimited);
      const room = liveRoom(input.data.spotId);
      if (!socket.rooms.has(room) && watched() >= MAX_WATCHED_SPOTS) return refuse(WATCH_ERRORS.tooMany);
      await socket.join(room);
      ack({ ok: true });
    });

    socket.on(UNWATCH_SPOT_EVENT, async (payload: unknown) => {
      const input = WatchSpotSchema.safeParse(payload);
      if (!input.success) return void fail(UNWATCH_SPOT_EVENT, WATCH_ERRORS.badPayload);
      await socket.leave(liveRoom(input.data.spotId));
    });
  });

  /** Fills the history of a few stations that lack it (the skill wants 14 days), never the same one twice in 6 h. */
  async function backfill(): Promise<void> {
    const now = Date.now();
    const due = (await stationsNeedingHistory(db)).filter((id) => now - (backfilledAt.get(id) ?? 0) > BACKFILL_RETRY_MS).slice(0, BACKFILL_PER_POLL);
    for (const stationId of due) {
      backfilledAt.set(stationId, now);
      await backfillStationHours(db, stationId, { baseUrl: options.poll?.baseUrl ?? env().OPENWINDMAP_BASE_URL });
    }
  }

  /** One tick: a poll if this instance wins the gate, then the pushes; the events emitted (for tests). Never throws. */
  function tick(): Promise<LiveWindEvent[]> {
    running ??= (async () => {
      try {
        const { result, events } = await pollForPush(db, options.poll);
        for (const event of events) io.to(liveRoom(event.spotId)).emit(LIVE_WIND_EVENT, event);
        if (result.status === "polled") await backfill();
        return events;
      } catch (error) {
        console.error("[vent mesuré] relève des balises :", error instanceof Error ? error.message : error);
        return [];
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const tickMs = options.tickMs ?? LIVE_WIND_TICK_MS;
  const timer = tickMs > 0 ? setInterval(() => void tick(), tickMs) : undefined;
  timer?.unref();
  // The first poll at start: a page opened now has its station without waiting a tick.
  const first = (options.pollAtStart ?? tickMs > 0) ? setTimeout(() => void tick(), 0) : undefined;
  first?.unref();
  return {
    tick,
    /** Stops ticking and waits for a poll under way (it uses the database the service then closes). */
    async close() {
      clearInterval(timer);
      clearTimeout(first);
      watchLimiter.close();
      await running;
    },
  };
}
