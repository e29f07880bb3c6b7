import type { WeatherIcon } from "@/lib/1-domain/wind";

/*
 * Lucide's weather icons (ISC licence: sun, cloud, cloud-fog, cloud-rain, cloud-sun), each merged into one
 * path: a week's table draws 133 of them, and one element each instead of up to nine keeps the page light.
 * Drawn once in the page (WeatherGlyphSymbols, forecast-cells.tsx); each cell `<use>`s its glyph by this id.
 */
export const glyphId = (icon: WeatherIcon) => `wx-${icon}`;

export const WEATHER_GLYPHS: Record<WeatherIcon, string> = {
  sun: "M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41",
  cloud: "M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z",
  fog: "M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242M16 17H7M17 21H9",
  rain: "M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242M16 14v6M8 14v6M12 16v6",
  partly: "M12 2v2M4.93 4.93l1.41 1.41M20 12h2M19.07 4.93l-1.41 1.41M15.947 12.65a4 4 0 0 0-5.925-4.128M13 22H7a5 5 0 1 1 4.9-6H13a3 3 0 0 1 0 6Z",
};
