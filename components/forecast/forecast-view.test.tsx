import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeQueryClient } from "@/lib/api/query-client";
import type { InitialForecast } from "@/lib/forecast-data/page-data";
import type { ForecastEntry, TideEntry } from "@/lib/forecast-data/types";
import {
  FORECAST_LOADING,
  SPOT_ID_INVALID,
  SPOT_UNAVAILABLE,
  TIDES_UNAVAILABLE,
  WEATHER_UNAVAILABLE,
} from "@/lib/forecast/messages";
import { TIDE_SOURCE_CREDIT } from "@/lib/tides/credit";
import { ForecastView } from "./forecast-view";

/* The page's states and table as the server renders them (the first paint), from initial data. */
const spot = { id: 7, name: "La Torche", description: "Spot de vagues", latitude: 47.83, longitude: -4.35 };
const HOUR = 3_600_000;
const start = Date.parse("2026-11-21T00:00:00+01:00"); // Paris midnight
const weather: ForecastEntry[] = Array.from({ length: 48 }, (_, i) => ({
  id: i + 1,
  spotId: 7,
  forecastDate: new Date(start + i * HOUR).toISOString(),
  lastUpdated: "2026-11-21T13:05:00.000Z",
  temperature: 12,
  windSpeed: [5, 7, 11, 14][i % 4], // 9.7, 13.6, 21.4, 27.2 kn: grey, green, yellow, red
  windDirection: 270,
  windGust: i % 4 === 0 ? null : 16,
  humidity: 80,
  description: ["Pluie faible", "Brouillard", "Couvert", "Partiellement nuageux", "Ciel dégagé"][i % 5],
}));
const tides: TideEntry[] = [
  ["2026-11-21T04:10:00+01:00", 1.1, "low", 88],
  ["2026-11-21T10:20:00+01:00", 6.4, "high", 90],
  ["2026-11-21T16:35:00+01:00", 1.2, "low", 91],
  ["2026-11-21T22:45:00+01:00", 6.5, "high", 92],
  ["2026-11-22T05:00:00+01:00", 1.0, "low", 94],
  ["2026-11-22T11:10:00+01:00", 6.7, "high", 95],
  ["2026-11-22T17:25:00+01:00", 0.9, "low", 96],
  ["2026-11-22T23:35:00+01:00", 6.8, "high", 97],
].map(([time, height, type, coefficient], i) => ({
  id: i + 1,
  spotId: 7,
  tideTime: new Date(time as string).toISOString(),
  lastUpdated: "2026-11-21T06:00:00.000Z",
  height: height as number,
  type: type as "high" | "low",
  coefficient: coefficient as number,
}));

function render(spotId: number | null, initial: InitialForecast): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={makeQueryClient()}>
      <TooltipProvider>
        <ForecastView spotId={spotId} initial={initial} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
const count = (html: string, needle: string | RegExp) => html.split(needle).length - 1;

describe("ForecastView, first paint from the server's data", () => {
  it("shows the name, description, one card per day with hours from 05, and the footer", () => {
    const html = render(7, { spot, weather, tides });
    expect(html).toContain("La Torche");
    expect(html).toContain("Spot de vagues");
    expect(count(html, 'data-testid="forecast-day"')).toBe(2);
    expect(html).toContain("samedi 21 novembre");
    expect(html).toContain("dimanche 22 novembre");
    expect(html).not.toMatch(/>04</); // hours before 5 dropped
    expect(count(html, /scope="col"[^>]*>05</g)).toBe(2);
    expect(count(html, "Mis à jour le 21 novembre 2026 à 14:05")).toBe(2);
    expect(html).not.toContain(FORECAST_LOADING);
  });

  it("colours wind cells per band, shows gusts below, rotates arrows and labels icons in French", () => {
    const html = render(7, { spot, weather, tides });
    for (const band of ["grey", "green", "yellow", "red"]) expect(html).toContain(`data-band="${band}"`);
    expect(html).toContain("bg-wind-danger");
    expect(html).toContain(">27.2<");
    expect(html).toMatch(/rafales <\/span>31\.1/); // 16 m/s, below the speed
    expect(html).toContain('aria-label="Direction : 270°"');
    expect(html).toContain('data-rotation="90"');
    expect(html).toContain("rotate(90deg)");
    for (const icon of ["rain", "fog", "cloud", "partly", "sun"]) expect(html).toContain(`data-icon="${icon}"`);
    expect(html).toContain('aria-label="Partiellement nuageux"');
  });

  it("shows the day's first coefficient and, per hour, the nearest tide with its direction and height", () => {
    const html = render(7, { spot, weather, tides });
    expect(html).toContain("Coef. 88");
    expect(html).toContain("Coef. 94");
    expect(html).toContain('aria-label="Marée montante"');
    expect(html).toContain('aria-label="Marée descendante"');
    expect(html).toContain("6.4 m");
    expect(html).toContain("Pleine mer à 10:20");
    expect(html).toContain(TIDE_SOURCE_CREDIT);
    expect(html).toContain("Open-Meteo.com");
  });

  it("keeps the wind table and puts the tide message in the tide row when the spot has no tides", () => {
    const html = render(7, { spot, weather, tides: [] });
    expect(count(html, 'data-testid="forecast-day"')).toBe(2);
    expect(count(html, TIDES_UNAVAILABLE)).toBe(2);
    expect(html).not.toContain("Coef.");
    expect(html).not.toContain(TIDE_SOURCE_CREDIT);
  });

  it("follows the spec's checks in order", () => {
    expect(render(null, {})).toContain(SPOT_ID_INVALID);
    expect(render(7, {})).toContain(FORECAST_LOADING); // nothing from the server: the browser loads it
    expect(render(7, { spot })).toContain(FORECAST_LOADING);
    expect(render(7, { spot: null })).toContain(SPOT_UNAVAILABLE);
    const noWeather = render(7, { spot, weather: [], tides });
    expect(noWeather).toContain(WEATHER_UNAVAILABLE);
    expect(noWeather).toContain("La Torche");
    expect(noWeather).not.toContain('data-testid="forecast-day"');
  });
});
