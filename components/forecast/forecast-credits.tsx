import { cn } from "@/lib/0-base/utils";
import { TIDE_SOURCE_CREDIT } from "@/lib/1-domain/tides/credit";
import type { ForecastModel } from "@/lib/1-domain/weather/model-ids";
import { MODEL_CREDITS } from "@/lib/1-domain/models/messages";

/*
 * Attribution the sources ask for (both CC BY 4.0): shown under the forecast, small; the model shown is named. The
 * links are small text but a finger's height (inline-flex, 44 px): a thumb reaches them as any button.
 */
const LINK = "inline-flex min-h-11 items-center underline underline-offset-2";
export function ForecastCredits({ withTides, model = "blend" }: { withTides: boolean; model?: ForecastModel }) {
  return (
    <footer className="space-y-2 text-xs leading-relaxed text-muted-foreground [overflow-wrap:anywhere]" data-testid="forecast-credits">
      <p>
        Prévisions météo :{" "}
        <a href="https://open-meteo.com/" className={LINK} rel="noopener noreferrer" target="_blank">
          Open-Meteo.com
        </a>{" "}
        (
        <a href="https://creativecommons.org/licenses/by/4.0/" className={cn(LINK, "min-w-11 justify-center")} rel="noopener noreferrer" target="_blank">
          CC BY 4.0
        </a>
        ), {MODEL_CREDITS[model]}.
      </p>
      {withTides && <p>{TIDE_SOURCE_CREDIT}</p>}
    </footer>
  );
}
