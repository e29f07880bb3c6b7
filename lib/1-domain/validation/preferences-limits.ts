/*
 * The bounds of « Mes conditions », apart from the schema: the form's inputs read them on first load without
 * bringing zod (which the form loads with its resolver, at the first field touched).
 */
export const WIND_PREFERENCE_MIN_KN = 5;
export const WIND_PREFERENCE_MAX_KN = 60;
export const WEIGHT_MIN_KG = 35;
export const WEIGHT_MAX_KG = 150;
export const KITE_MIN_M2 = 3;
export const KITE_MAX_M2 = 21;
export const MAX_KITES = 6;
export const GUST_LIMIT_MIN_KN = 10;
export const GUST_LIMIT_MAX_KN = 60;
