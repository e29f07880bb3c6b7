/*
 * Numbers as a French reader writes them: a comma for decimals. Written by hand rather than with
 * Intl.NumberFormat, which costs microseconds per call: a week of verdicts for every spot formats ~100,000
 * figures (bench/verdicts.ts). The values here are small (knots, metres): no thousands separator is needed.
 */
const comma = (s: string) => s.replace(".", ",");
const zeroless = (n: number) => (Object.is(n, -0) ? 0 : n);

/**
 * A figure and its unit never part at the end of a line on a phone: a no-break space (U+00A0) between them,
 * « 22,3 nds », « 1,2 m », « 15 % »; the same around a range's dash, « 08:00 – 12:00 ».
 */
export const NBSP = "\u00a0";
export const withUnit = (figure: string | number, unit: string): string => `${figure}${NBSP}${unit}`;
export const formatRange = (from: string, to: string): string => `${from}${NBSP}–${NBSP}${to}`;

/** Always one decimal, French way: 15.6 → "15,6", 2 → "2,0", -0.04 → "0,0" (the table's knots, heights, km). */
export const formatDecimal = (n: number): string => comma(zeroless(Math.round(n * 10) / 10).toFixed(1));

/** 9 → "9", 9.44 → "9,4". */
export const formatKn = (kn: number): string => comma(String(zeroless(Math.round(kn * 10) / 10)));

/** 22.34 → "22,3 nds" (whole knots stay whole: 18 → "18 nds"). */
export const formatKnots = (kn: number): string => withUnit(formatKn(kn), "nds");

/** 1.2 → "1,2 m", 2 → "2,0 m". */
export const formatMetres = (m: number): string => withUnit(formatDecimal(m), "m");

/** 9.84 → "9,8 km". */
export const formatKm = (km: number): string => withUnit(formatDecimal(km), "km");

/** How far a factor moves a size, as a signed whole percentage: 0.87 → "−13 %", 1.1 → "+10 %". */
export function formatFactorChange(factor: number): string {
  const pct = Math.round((factor - 1) * 100);
  return withUnit(`${pct < 0 ? "−" : "+"}${Math.abs(pct)}`, "%");
}

/** "07-01" → "01/07". */
export const formatMonthDay = (mmdd: string): string => `${mmdd.slice(3, 5)}/${mmdd.slice(0, 2)}`;

/** A source's date as it was given, written the French way: "2019-06-07" → "07/06/2019", "2025-04" → "04/2025". */
export const formatPartialDate = (date: string): string => date.split("-").reverse().join("/");

const COMPASS = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSO", "SO", "OSO", "O", "ONO", "NO", "NNO"];

/** A bearing as a French 16-point compass name: 225 → "SO", 350 → "N". */
export function compassPoint(deg: number): string {
  return COMPASS[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16]!;
}
