import { z } from "../../0-base/zod";
import { MAX_RADIUS_KM, WHENS } from "../where/periods";
import { WHERE_ERRORS } from "../where/messages";
import { coordinate, LATITUDE_INVALID, LONGITUDE_INVALID } from "./spots";

/*
 * GET /api/where?lat=&lon=&radiusKm=&when=today|tomorrow|weekend (or &month=1…12). Without lat and lon the
 * rider's home town is used; without either, every spot is ranked, with no distance (radiusKm then refused).
 */
const wholeIn = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const WhereQuerySchema = z
  .object({
    lat: coordinate(LATITUDE_INVALID, LATITUDE_INVALID, 90).optional(),
    lon: coordinate(LONGITUDE_INVALID, LONGITUDE_INVALID, 180).optional(),
    radiusKm: wholeIn(1, MAX_RADIUS_KM, WHERE_ERRORS.radius).optional(),
    when: z.enum(WHENS, WHERE_ERRORS.when).optional(),
    month: wholeIn(1, 12, WHERE_ERRORS.month).optional(),
  })
  .refine((q) => q.when === undefined || q.month === undefined, { message: WHERE_ERRORS.whenAndMonth })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: WHERE_ERRORS.latitudeAlone });
export type WhereQuery = z.output<typeof WhereQuerySchema>;

/** PUT /api/user/home: the town of one of the spots (no geocoder: docs/decisions/0031-where-and-when.md). */
export const HomeSchema = z.strictObject({
  spotId: z.number(WHERE_ERRORS.homeSpot).int(WHERE_ERRORS.homeSpot).positive(WHERE_ERRORS.homeSpot).max(2_147_483_647, WHERE_ERRORS.homeSpot),
});
