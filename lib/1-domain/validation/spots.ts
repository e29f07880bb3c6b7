import { Invalid } from "../../0-base/errors";
import { SPOT_ID_INVALID } from "../spots/messages";
import { NEAREST_DEFAULT_LIMIT, NEAREST_MAX_LIMIT } from "../spots/nearest-limits";
import { z } from "../../0-base/zod";

/* GET /api/spots/nearest?lat=&lng=&limit= (spec §9: at most 5 by default; the API allows up to 20). */
export { NEAREST_DEFAULT_LIMIT, NEAREST_MAX_LIMIT };

export const LATITUDE_INVALID = "La latitude doit être un nombre compris entre -90 et 90.";
export const LONGITUDE_INVALID = "La longitude doit être un nombre compris entre -180 et 180.";
export const LIMIT_INVALID = `La limite doit être un nombre entier compris entre 1 et ${NEAREST_MAX_LIMIT}.`;

// Plain decimal notation only: no « 1e3 », « Infinity », « 0x10 » or empty string sneaking through Number().
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A latitude or longitude in a query string, plain decimal notation, within ±`bound`. */
export const coordinate = (required: string, invalid: string, bound: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .max(32, invalid)
    .regex(DECIMAL, invalid)
    .transform(Number)
    .pipe(z.number(invalid).min(-bound, invalid).max(bound, invalid));

export const NearestQuerySchema = z.object({
  lat: coordinate("La latitude est obligatoire.", LATITUDE_INVALID, 90),
  lng: coordinate("La longitude est obligatoire.", LONGITUDE_INVALID, 180),
  limit: z
    .string({ error: LIMIT_INVALID })
    .regex(/^\d{1,3}$/, LIMIT_INVALID)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_INVALID).max(NEAREST_MAX_LIMIT, LIMIT_INVALID))
    .default(NEAREST_DEFAULT_LIMIT),
});

export type NearestQuery = z.infer<typeof NearestQuerySchema>;

/** A spot's id in a JSON body (an alert's, a logged session's): a positive 32-bit integer. */
export const SpotIdNumberSchema = z.number(SPOT_ID_INVALID).int(SPOT_ID_INVALID).positive(SPOT_ID_INVALID).max(2_147_483_647, SPOT_ID_INVALID);

/** Reads lat, lng and limit from a query string; a 400 with the first French message otherwise. */
export function parseNearestQuery(params: URLSearchParams): NearestQuery {
  const raw = { lat: params.get("lat") ?? undefined, lng: params.get("lng") ?? undefined, limit: params.get("limit") ?? undefined };
  const result = NearestQuerySchema.safeParse(raw);
  if (!result.success) throw new Invalid(result.error.issues[0]?.message);
  return result.data;
}
