export { MS_TO_KNOTS, KNOTS_UNIT, toKnots, formatKnots } from "./knots";
export {
  WIND_GREEN_MIN_KNOTS,
  WIND_GREEN_MAX_KNOTS,
  WIND_YELLOW_MAX_KNOTS,
  windColorBand,
  windColorBandForMs,
  type WindColorBand,
} from "./color-band";
export { arrowRotation, cardinalLetters, COMPASS_POINTS, directionTooltip, type CompassPoint } from "./direction";
export { weatherIcon, type WeatherIcon } from "./weather-icon";
