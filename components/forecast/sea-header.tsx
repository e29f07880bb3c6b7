import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { airLine, waterLine, waterTemperature } from "@/lib/1-domain/sea/messages";
import { wetsuitAdvice } from "@/lib/1-domain/sea/wetsuit";
import type { SeaByHour } from "./sea-row";

/**
 * The day's water temperature, and the air's beside it; what to wear in the water is said once on the
 * page, on its first day (`wetsuit`), in plain weight: repeated in bold on every day, it drowned the day's figures. The water's is the
 * day's mean over its hours (it changes by tenths in a day); without one (a lake, no marine data) only the air.
 */
export function SeaHeader({ entries, sea, wetsuit = false }: { entries: ForecastEntry[]; sea: SeaByHour | null; wetsuit?: boolean }) {
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
        <span className="text-foreground" data-testid="water-temperature">
          {wetsuit ? waterLine(water, wetsuitAdvice(water)) : waterTemperature(water)}
        </span>
      )}
      {air.length > 0 && <span className="text-muted-foreground">{airLine(Math.min(...air), Math.max(...air))}</span>}
    </p>
  );
}
