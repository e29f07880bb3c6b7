import { formatMetres, withUnit } from "../../0-base/format";

/* Every text of the sea, written once: the forecast table's row, the day's header, the verdict's reasons. */

export const WAVES_ROW = "Vagues";
export const WAVES_ROW_UNITS = "hauteur, période";
export const SEA_REASONS = {
  wavesOnFlatSpot: (m: number) => `Vagues de ${formatMetres(m)} sur un spot de plan d'eau plat`,
  wavesForBeginner: (m: number) => `Vagues de ${formatMetres(m)} : difficile pour un débutant`,
} as const;
export type SeaReasonCode = keyof typeof SEA_REASONS;

/** « 13 °C » (°C to the degree: the models are no finer). */
const formatDegrees = (c: number): string => withUnit(Math.round(c), "°C");
/** « 8 s » */
export const formatSeconds = (s: number): string => withUnit(Math.round(s), "s");

export const waveTip = (heightM: number, periodS: number | null, from: string | null, swell: string | null) =>
  [`Vagues ${formatMetres(heightM)}`, periodS !== null ? `période ${formatSeconds(periodS)}` : null, from ? `venant du ${from}` : null, swell]
    .filter(Boolean)
    .join(", ");
export const swellText = (heightM: number, periodS: number | null) =>
  `dont houle ${formatMetres(heightM)}${periodS !== null ? ` (${formatSeconds(periodS)})` : ""}`;

const WATER_LABEL = "Eau";
const AIR_LABEL = "Air";
/** « Eau 13 °C » (the days after the first). */
export const waterTemperature = (c: number) => `${WATER_LABEL} ${formatDegrees(c)}`;
/** « Eau 13 °C : intégrale 5/4, chaussons » (the page's first day). */
export const waterLine = (c: number, advice: string) => `${waterTemperature(c)} : ${advice}`;
export const airLine = (min: number, max: number) =>
  Math.round(min) === Math.round(max) ? `${AIR_LABEL} ${formatDegrees(max)}` : `${AIR_LABEL} ${Math.round(min)} à ${formatDegrees(max)}`;
