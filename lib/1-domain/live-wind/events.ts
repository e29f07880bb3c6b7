/*
 * The live wind's Socket.IO names, without zod: the forecast page's lazy subscription imports them, and must
 * stay small (docs/decisions/0009-lean-pages.md). The payload's schema is LiveWindEventSchema in ./types.ts.
 */
export const LIVE_WIND_EVENT = "LIVE_WIND";
/** Client → service: `{ spotId }`, to receive that spot's LIVE_WIND. No chat join, no user data. */
export const WATCH_SPOT_EVENT = "WATCH_SPOT";
/** Client → service: `{ spotId }`, to stop receiving it. */
export const UNWATCH_SPOT_EVENT = "UNWATCH_SPOT";

/** The readers' room of a spot (apart from its chat room `channel:<id>`). */
export const liveRoom = (spotId: number) => `live:${spotId}`;

/** WATCH_SPOT per user per window: a page opens one, a reconnecting page one more. */
export const WATCH_RATE = { limit: 30, windowMs: 60_000 } as const;
/** At most this many spots watched by one socket: a page watches one. */
export const MAX_WATCHED_SPOTS = 20;
