export { predictTideEvents, UnknownGaugeError, type TideEvent, type TideType } from "./predict";
export { findGauge, MAX_GAUGE_DISTANCE_KM, type GaugeInfo } from "./stations";
export { chooseGauge, chooseTide, seaOf, spotGaugeId, type GaugeSpot, type TideChoice } from "./gauge-rule";
export { tideParts, type TidePart } from "./blend";
export { heightsByHour, isTideNegligible, springRangeM, NEGLIGIBLE_TIDE_RANGE_M, type HourlyHeight } from "./heights";
export {
  BREST_STATION_ID,
  BREST_UNIT_HEIGHT_M,
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  brestHighWaters,
  coefficientApplies,
  coefficientAt,
  coefficientFromRange,
} from "./coefficient";
export { predictTideEntries, type PredictedTide } from "./entries";
export {
  compareTideHeights,
  findNearestTide,
  findNextTide,
  formatTideHeight,
  groupTidesByDay,
  tideDirectionAt,
  type TideDirection,
  type TideEntryLike,
} from "./helpers";
export { TIDE_SOURCE_CREDIT } from "./credit";
