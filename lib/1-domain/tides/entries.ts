import { coefficientApplies, coefficientAt } from "./coefficient";
import { predictTideEvents, type TideEvent } from "./predict";

export type PredictedTide = TideEvent & {
  /** Brest's coefficient for this tide; null where it means nothing (Mediterranean, overseas). */
  coefficient: number | null;
};

/** What gets stored in tide_times for a spot: its gauge's high and low waters, each with its coefficient. */
export function predictTideEntries(stationId: string, from: Date, days: number): PredictedTide[] {
  const events = predictTideEvents(stationId, from, days);
  const withCoefficient = coefficientApplies(stationId);
  return events.map((e) => ({ ...e, coefficient: withCoefficient ? coefficientAt(e.time, e.type) : null }));
}
