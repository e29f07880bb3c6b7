import { RefreshCw } from "lucide-react";
import { dayTitle } from "@/lib/1-domain/forecast/days";
import { TIDES_ONLY_TITLE, WEATHER_OUTAGE_REASON, WEATHER_UNAVAILABLE } from "@/lib/1-domain/forecast/messages";
import { tideEventLabel } from "@/lib/1-domain/forecast/tide-events";
import type { TideEntry } from "@/lib/1-domain/forecast/api-types";
import { groupTidesByDay } from "@/lib/1-domain/tides/helpers";
import type { ForecastModel } from "@/lib/1-domain/weather/model-ids";
import { RetryButton } from "./retry-button";

type Props = { spotId: number; model: ForecastModel; tides: TideEntry[] | null };

/**
 * The forecast is missing (provider down, nothing stored): the spec's message, the reason in plain French, a
 * « Réessayer » (the browser asks the provider through the API, then has the page rendered again), and the tides, which Alizé
 * computes itself and which a rider still needs. Server-rendered: only « Réessayer » is an island.
 */
export function WeatherOutage({ spotId, model, tides }: Props) {
  const days = Object.entries(groupTidesByDay(tides ?? [])).slice(0, 7);
  return (
    <div className="space-y-4">
      <div role="alert" className="space-y-3 rounded-xl border bg-card px-5 py-6 text-card-foreground">
        <p className="text-lg font-semibold">{WEATHER_UNAVAILABLE}</p>
        <p className="text-muted-foreground">{WEATHER_OUTAGE_REASON}</p>
        <RetryButton spotId={spotId} model={model} icon={<RefreshCw aria-hidden className="[:disabled>&]:animate-spin" />} />
      </div>
      {days.length > 0 && (
        <section aria-labelledby="tides-only" className="rounded-xl border bg-card p-5 text-card-foreground">
          <h2 id="tides-only" className="mb-3 text-lg font-semibold">
            {TIDES_ONLY_TITLE}
          </h2>
          <ul className="space-y-2">
            {days.map(([key, list]) => (
              <li key={key} className="flex flex-wrap gap-x-4 gap-y-1">
                <span className="w-44 font-medium first-letter:uppercase">{dayTitle(list[0]!.tideTime)}</span>
                {list.map((t) => (
                  <span key={t.tideTime} className="tabular-nums">
                    {tideEventLabel(t)}
                  </span>
                ))}
                {list[0]!.coefficient !== null && <span className="text-muted-foreground">coef. {list.find((t) => t.coefficient !== null)?.coefficient}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
