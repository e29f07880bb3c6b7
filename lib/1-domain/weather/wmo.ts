/*
 * WMO weather interpretation codes (WW) as Open-Meteo documents them for `weather_code`
 * (https://open-meteo.com/en/docs, "WMO Weather interpretation codes"), in French.
 *
 * The wording is chosen so that the icon rule (lib/1-domain/wind/weather-icon.ts) picks the right icon:
 * drizzle/rain/showers say « bruine », « pluie » or « averse »; fog says « brouillard »; code 3
 * says « couvert »; code 2 says « partiellement » (the rule tests it before « nuage »); codes 0
 * and 1 name no cloud, so they get the sun. Snow and thunderstorms are precipitation too: the
 * rule counts « neige », « grêle » and « orage » with rain.
 */
export const WMO_DESCRIPTIONS: Readonly<Record<number, string>> = {
  0: "Ciel dégagé",
  1: "Principalement dégagé",
  2: "Partiellement nuageux",
  3: "Couvert",
  45: "Brouillard",
  48: "Brouillard givrant",
  51: "Bruine faible",
  53: "Bruine modérée",
  55: "Bruine dense",
  56: "Bruine verglaçante faible",
  57: "Bruine verglaçante dense",
  61: "Pluie faible",
  63: "Pluie modérée",
  65: "Pluie forte",
  66: "Pluie verglaçante faible",
  67: "Pluie verglaçante forte",
  71: "Chute de neige faible",
  73: "Chute de neige modérée",
  75: "Chute de neige forte",
  77: "Grains de neige",
  80: "Averses de pluie faibles",
  81: "Averses de pluie modérées",
  82: "Averses de pluie violentes",
  85: "Averses de neige faibles",
  86: "Averses de neige fortes",
  95: "Orage",
  96: "Orage avec grêle faible",
  99: "Orage avec grêle forte",
};

export const WMO_CODES: readonly number[] = Object.keys(WMO_DESCRIPTIONS).map(Number);

/** Shown for a code Open-Meteo does not document; it falls back to the sun icon like any unknown text. */
export const UNKNOWN_WEATHER_DESCRIPTION = "Conditions indéterminées";

export function describeWeatherCode(code: number): string {
  return WMO_DESCRIPTIONS[code] ?? UNKNOWN_WEATHER_DESCRIPTION;
}
