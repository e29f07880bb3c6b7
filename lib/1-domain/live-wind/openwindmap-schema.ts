import { z } from "zod";

/*
 * The shapes of OpenWindMap API v1 answers, as its documentation gives them (github.com/OpenWindMap/api-v1-doc,
 * docs/api/live and docs/api/archive). Dates are ISO 8601 UTC; speeds km/h (4-minute means before
 * `measurements.date`); `wind_heading` is where the wind comes from (0° = from the north); every measurement,
 * the location's coordinates and `status.state` ("on", "off") may be null. Fields we do not use are let through.
 */
const isoDate = z.iso.datetime({ offset: true });
const nullableNumber = z.number().finite().nullable();

export const OwmStationSchema = z.object({
  id: z.number().int().positive(),
  meta: z.object({ name: z.string().nullable().optional() }).loose(),
  location: z
    .object({
      latitude: nullableNumber,
      longitude: nullableNumber,
      date: isoDate.nullable(),
      success: z.boolean(),
    })
    .loose(),
  measurements: z
    .object({
      date: isoDate.nullable(),
      wind_heading: nullableNumber,
      wind_speed_avg: nullableNumber,
      wind_speed_max: nullableNumber,
      wind_speed_min: nullableNumber,
    })
    .loose(),
  status: z.object({ date: isoDate.nullable(), state: z.string().nullable() }).loose(),
});
export type OwmStation = z.infer<typeof OwmStationSchema>;

/* `GET /v1/live-with-meta/all`: one malformed station must not cost every other one, so each is checked apart. */
export const LiveAllSchema = z.object({ data: z.array(z.unknown()) }).loose();

/** `GET /v1/archive/{id}`: rows in the order of `legend`. */
export const ArchiveSchema = z
  .object({
    legend: z.array(z.string()),
    data: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  })
  .loose();

export const ARCHIVE_COLUMNS = ["time", "wind_speed_min", "wind_speed_avg", "wind_speed_max", "wind_heading"] as const;
