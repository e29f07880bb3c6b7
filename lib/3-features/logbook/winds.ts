import type { Db } from "../../../db/client";
import { toKnots } from "../../1-domain/wind/knots";
import { blendWindsBetween } from "../../2-stores/forecasts/models";
import { spotWindHours } from "../../2-stores/forecasts/weather";
import type { SessionWinds } from "../../2-stores/logbook/store";
import { measuredHoursForSpot } from "../live-wind/measured";

/*
 * What Alizé had forecast and what the spot's station measured over a session's hours (knots, one decimal): the
 * mean of the hours known, null when none is. The forecast is the default model's: the blend's stored hours first
 * (a past hour keeps the last forecast made before it), else the current forecast's.
 */
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null);

export async function sessionWinds(db: Db, spotId: number, from: Date, to: Date): Promise<SessionWinds> {
  const [current, blend, measured] = await Promise.all([
    spotWindHours(db, spotId, from, to),
    blendWindsBetween(db, spotId, from, to),
    measuredHoursForSpot(db, spotId, from, to),
  ]);
  const forecast = new Map<number, number>();
  for (const h of current) forecast.set(h.forecastDate.getTime(), h.windSpeed);
  for (const h of blend) forecast.set(h.forecastDate.getTime(), h.windSpeed);
  return { forecastKn: mean([...forecast.values()].map(toKnots)), measuredKn: mean(measured.map((h) => h.windAvgKn)) };
}
