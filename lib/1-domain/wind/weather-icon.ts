/*
 * Weather icon chosen from the French description (spec §9: rain or precipitation, mist or fog,
 * cloud or overcast, partly, otherwise sun).
 *
 * Decision: « partiel » is tested BEFORE « nuage ». A partly cloudy sky is described with the
 * word cloud in it (« Partiellement nuageux », and "Partly cloudy" in English too), so in the
 * spec's literal order the partly icon could never be reached. "Partly" qualifies "cloud", so
 * the qualifier wins. Snow, hail and thunderstorms fall from the sky as well: they count as
 * precipitation and get the rain icon rather than the sun.
 */
export type WeatherIcon = "rain" | "fog" | "cloud" | "partly" | "sun";

const RAIN_WORDS = ["pluie", "précipitation", "averse", "bruine", "neige", "grêle", "orage"];
const FOG_WORDS = ["brume", "brouillard"];
const PARTLY_WORDS = ["partiel"];
const CLOUD_WORDS = ["nuage", "couvert"];

const RULES: ReadonlyArray<readonly [WeatherIcon, readonly string[]]> = [
  ["rain", RAIN_WORDS],
  ["fog", FOG_WORDS],
  ["partly", PARTLY_WORDS],
  ["cloud", CLOUD_WORDS],
];

export function weatherIcon(description: string): WeatherIcon {
  const text = description.toLocaleLowerCase("fr-FR");
  for (const [icon, words] of RULES) {
    if (words.some((word) => text.includes(word))) return icon;
  }
  return "sun";
}
