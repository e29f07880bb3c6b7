/* GET /api/spots/nearest: at most 5 by default (spec §9); the API allows up to 20. Named here, away from the
   zod schema, so the home page can ask for the default without shipping the validation to the browser. */
export const NEAREST_DEFAULT_LIMIT = 5;
export const NEAREST_MAX_LIMIT = 20;
