import { z } from "zod";

/*
 * The live wind of a spot, as GET /api/spots/{id}/live answers it and as the realtime service pushes it
 * (LIVE_WIND): one schema for both, so the realtime side can check what it sends and the page what it gets.
 */
const LiveStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number(),
});

const LiveMeasurementSchema = z.object({
  at: z.iso.datetime(),
  windAvgKn: z.number(),
  windMaxKn: z.number().nullable(),
  windMinKn: z.number().nullable(),
  directionDeg: z.number().nullable(),
});

/**
 * Present when the last poll of the stations failed (the provider is unreachable): since when the stations were
 * last read (null: never, so whether a station is near is unknown).
 */
export const LiveNetworkDownSchema = z.object({ down: z.literal(true), lastSuccessAt: z.iso.datetime().nullable() });
export type LiveNetworkDown = z.infer<typeof LiveNetworkDownSchema>;

export const LiveWindSchema = z.union([
  z.object({
    station: LiveStationSchema,
    measurement: LiveMeasurementSchema,
    stale: z.boolean(),
    attribution: z.string(),
    network: LiveNetworkDownSchema.optional(),
  }),
  z.object({ station: z.null(), network: LiveNetworkDownSchema.optional() }),
]);
export type LiveWind = z.infer<typeof LiveWindSchema>;

/** The realtime event's payload: which spot's room, and its live wind. */
export const LiveWindEventSchema = z.object({ spotId: z.number().int().positive(), live: LiveWindSchema });
export type LiveWindEvent = z.infer<typeof LiveWindEventSchema>;
export { LIVE_WIND_EVENT } from "./events";

/** WATCH_SPOT / UNWATCH_SPOT payload. */
export const WatchSpotSchema = z.object({ spotId: z.number().int().positive().max(2_147_483_647) });
