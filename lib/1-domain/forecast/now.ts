/* « maintenant »: which forecast hour is the present one, so today's card can open on it. */
const HOUR_MS = 3_600_000;

/** Index of the hour that contains `now` (from its start to the next hour), or -1 when the day does not hold it. */
export function currentHourIndex(hours: readonly { forecastDate: string }[], now: number): number {
  return hours.findIndex(({ forecastDate }) => {
    const start = Date.parse(forecastDate);
    return now >= start && now < start + HOUR_MS;
  });
}
