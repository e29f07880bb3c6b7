import { TIDE_SOURCE_CREDIT } from "@/lib/tides/credit";

/* Attribution the sources ask for (both CC BY 4.0): shown under the forecast, small. */
export function ForecastCredits({ withTides }: { withTides: boolean }) {
  return (
    <footer className="space-y-2 text-xs leading-relaxed text-muted-foreground [overflow-wrap:anywhere]" data-testid="forecast-credits">
      <p>
        Prévisions météo :{" "}
        <a href="https://open-meteo.com/" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          Open-Meteo.com
        </a>{" "}
        (
        <a href="https://creativecommons.org/licenses/by/4.0/" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          CC BY 4.0
        </a>
        ), modèles Météo-France AROME et ARPEGE, puis ECMWF IFS au-delà de leur échéance.
      </p>
      {withTides && <p>{TIDE_SOURCE_CREDIT}</p>}
    </footer>
  );
}
