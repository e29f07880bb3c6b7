/*
 * What to wear in the water at a temperature (docs/decisions/0021-sea.md): the surf wetsuit charts (Surfertoday's
 * « wetsuit thickness and water temperature chart », Session Sports' kiteboarding chart) taken one step warmer,
 * because a kitesurfer sits in the wind, wet, where a surfer lies in the water. Each row holds below its bound.
 */
export const WETSUIT_TABLE = [
  { belowC: 8, advice: "intégrale 6/5 à cagoule, chaussons et gants" },
  { belowC: 11, advice: "intégrale 5/4 à cagoule, chaussons et gants" },
  { belowC: 15, advice: "intégrale 5/4, chaussons" },
  { belowC: 18, advice: "intégrale 4/3" },
  { belowC: 21, advice: "intégrale 3/2" },
  { belowC: 24, advice: "shorty ou top néoprène" },
  { belowC: Infinity, advice: "lycra" },
] as const;

/** The advice for water at `c` °C, read to the degree as the header shows it (« Eau 13 °C »). */
export function wetsuitAdvice(c: number): string {
  const shown = Math.round(c);
  return WETSUIT_TABLE.find((row) => shown < row.belowC)!.advice;
}
