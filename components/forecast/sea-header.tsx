import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { airLine, waterLine } from "@/lib/1-domain/sea/messages";
import { wetsuitAdvice } from "@/lib/1-domain/sea/wetsuit";
import type { SeaByHour } from "./sea-row";

/**
 * The day's water temperature with what to wear in it, and the air's beside it (issue 24). The water's is the
 * day's mean over its hours (it changes by tenths in a day); without one (a lake, no marine data) only the air.
 */
export function SeaHeader({ entries, sea }: { entries: ForecastEntry[]; sea: SeaByHour | null }) {
  const temperatures = sea
    ? entries.flatMap((e) => {
        const c = sea.get(Date.parse(e.forecastDate))?.seaTemperatureC;
        return c === null || c === undefined ? [] : [c];
      })
    : [];
  const water = temperatures.length ? temperatures.reduce((a, b) => a + b, 0) / temperatures.length : null;
  const air = entries.map((e) => e.temperature);
  return (
    <p className="flex flex-wrap gap-x-3 text-sm tabular-nums" data-testid="sea-temperatures">
      {water !== null && (
        <span className="font-semibold text-foreground" data-testid="water-temperature">
          {waterLine(water, wetsuitAdvice(water))}
        </span>
      )}
      {air.length > 0 && <span className="text-muted-foreground">{airLine(Math.min(...air), Math.max(...air))}</span>}
    </p>
  );
}
