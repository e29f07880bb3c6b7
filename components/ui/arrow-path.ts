/** The arrow every direction is drawn with (wind, waves, live wind, a rising tide), pointing up in a 24 × 24 box: turned by its user. */
export const ARROW_UP_PATH = "M12 20V4M5 11l7-7 7 7";
