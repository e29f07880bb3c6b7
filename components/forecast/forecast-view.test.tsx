import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/use-auth";
import { makeQueryClient } from "@/lib/browser/api/query-client";
import type { PublicUser } from "@/lib/4-edge/auth/users";
import type { ForecastPageData } from "@/lib/3-features/forecast/page-data";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import { FORECAST_LOADING, TIDES_UNAVAILABLE, WEATHER_OUTAGE_REASON, WEATHER_UNAVAILABLE } from "@/lib/1-domain/forecast/messages";
import { TIDE_SOURCE_CREDIT } from "@/lib/1-domain/tides/credit";
import { ForecastBody, ForecastFrame } from "./forecast-view";
import {
  BEST_MODEL_LABEL,
  bestOptionLabel,
  MODEL_CREDITS,
  MODEL_LABELS,
  NO_STATION_FOR_SKILL,
  NOT_ENOUGH_MEASUREMENTS,
  SHOW_STANDARD,
} from "@/lib/1-domain/models/messages";
import type { SpotModels } from "@/lib/1-domain/models/types";

/*
 * The page as the server renders it, the same for every rider (the shared document), from the data it loaded. The
 * rider's parts are drawn in the browser (./rider/: e2e/forecast.spec.ts, e2e/verdict.spec.ts).
 */

// The islands (model picker, « Réessayer », the refresh) hold the App Router, which a test does not mount.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn() }) }));
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

const RIDER: PublicUser = { id: 1, username: "rider_01", email: "lea@example.fr", firstName: "Léa", lastName: "Vent", isAuthenticated: true, preferences: DEFAULT_PREFERENCES };

type PageParts = Omit<Partial<ForecastPageData>, "spot"> & { spot: ForecastPageData["spot"] | typeof spot };

function render(page: PageParts, opts: { signedIn?: boolean } = {}): string {
  const data = { model: "blend", requested: false, complete: true, freshUntil: 0, ...page } as ForecastPageData;
  return renderToStaticMarkup(
    <QueryClientProvider client={makeQueryClient()}>
      <AuthProvider initialUser={opts.signedIn ? RIDER : null}>
        <ForecastFrame spot={data.spot}>
          <ForecastBody page={data} />
        </ForecastFrame>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
const count = (html: string, needle: string | RegExp) => html.split(needle).length - 1;

describe("ForecastView, first paint from the server's data", () => {
  it("shows the name, description, one card per day with hours from 05, and the footer", () => {
    const html = render({ spot, weather, tides });
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
    const html = render({ spot, weather, tides });
    for (const band of ["grey", "green", "yellow", "red"]) expect(html).toContain(`data-band="${band}"`); // colours: globals.css
    expect(html).toContain(">27,2<");
    expect(html).toMatch(/data-gust="true">31,1</); // 16\u00a0m/s, below the speed (the row header says « rafales »)
    expect(html).toContain('aria-label="Direction : 270°"');
    expect(html).toContain('data-rotation="90"');
    expect(html).toContain("rotate(90deg)");
    for (const icon of ["rain", "fog", "cloud", "partly", "sun"]) {
      expect(html).toContain(`data-icon="${icon}"`);
      // Each hour's icon uses the glyph drawn once in the page.
      expect(html).toContain(`<use href="#wx-${icon}"></use>`);
      expect(count(html, `<symbol id="wx-${icon}" viewBox="0 0 24 24"><path d="`)).toBe(1);
    }
    expect(html).toContain('aria-label="Partiellement nuageux"');
  });

  it("shows the day's first coefficient and, per hour, the nearest tide with its direction and height", () => {
    const html = render({ spot, weather, tides });
    expect(html).toContain("Coef. 88");
    expect(html).toContain("Coef. 94");
    expect(html).toContain('aria-label="Marée montante"');
    expect(html).toContain('aria-label="Marée descendante"');
    expect(html).toContain("6,4\u00a0m");
    expect(html).toContain("Pleine mer à 10:20");
    expect(html).toContain(TIDE_SOURCE_CREDIT);
    expect(html).toContain("Open-Meteo.com");
  });

  it("keeps the wind table and puts the tide message in the tide row when the spot has no tides", () => {
    const html = render({ spot, weather, tides: [] });
    expect(count(html, 'data-testid="forecast-day"')).toBe(2);
    expect(count(html, TIDES_UNAVAILABLE)).toBe(2);
    expect(html).not.toContain("Coef.");
    expect(html).not.toContain(TIDE_SOURCE_CREDIT);
  });

  it("follows the spec's checks in order", () => {
    expect(render({ spot })).toContain(FORECAST_LOADING); // a first forecast still on its way: the browser waits
    expect(render({ spot })).toContain("La Torche");
    const noWeather = render({ spot, weather: [], tides });
    expect(noWeather).toContain(WEATHER_UNAVAILABLE);
    expect(noWeather).toContain("La Torche");
    expect(noWeather).not.toContain('data-testid="forecast-day"');
  });

  it("without any forecast, still shows the tides, says why in French and offers « Réessayer »", () => {
    const html = render({ spot, weather: [], tides });
    expect(html).toContain(WEATHER_UNAVAILABLE);
    expect(html).toContain(WEATHER_OUTAGE_REASON.replaceAll("'", "&#x27;"));
    expect(html).toMatch(/<button[^>]*>.*Réessayer<\/button>/);
    expect(html).toContain("PM 10:20 · 6,4\u00a0m");
    expect(html).toContain("BM 17:25 · 0,9\u00a0m");
    expect(html).toContain("coef. 88");
  });
});

describe("ForecastView, read at the beach", () => {

  it("writes the compass letters under each arrow, the tooltip's degrees staying its name", () => {
    const html = render({ spot, weather, tides });
    expect(count(html, /data-cardinal[^>]*>O<\/span>/g)).toBe(19 * 2); // 270° is « O », every hour of both days
    // The tooltip shows the arrow's name (an empty data-tip: cell-tip.tsx), written once.
    expect(html).toMatch(/<td data-tip=""[^>]*><svg role="img" aria-label="Direction : 270°"/);
    expect(html).not.toMatch(/<button[^>]*Direction/); // no tab stop per arrow
  });

  it("lists each day's high and low waters with their times, and shows them in the hour they happen", () => {
    const html = render({ spot, weather, tides });
    const [day1, day2] = html.split('data-testid="forecast-day"').slice(1);
    const times = (day: string) => /data-testid="tide-times"[^>]*>(.*?)<\/p>/.exec(day)![1]!.replace(/<[^>]+>/g, "");
    expect(times(day1!)).toBe("Marées : BM 04:10 · 1,1\u00a0mPM 10:20 · 6,4\u00a0mBM 16:35 · 1,2\u00a0mPM 22:45 · 6,5\u00a0m");
    expect(times(day2!)).toBe("Marées : BM 05:00 · 1,0\u00a0mPM 11:10 · 6,7\u00a0mBM 17:25 · 0,9\u00a0mPM 23:35 · 6,8\u00a0m");
    // In the row: the hour of 10:20 holds « PM 10:20 6,4 m »; 04:10 comes before the first column (05).
    const events = [...day1!.matchAll(/data-tide-event="(high|low)"[^>]*>(.*?)<\/td>/g)].map((m) => m[2]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
    expect(events).toEqual(["PM 10:20 6,4 m", "BM 16:35 1,2 m", "PM 22:45 6,5 m"]);
    expect(day2).toMatch(/data-tide-event="low"[^>]*>.*?05:00/); // exactly on the hour
  });

  it("marks no hour « maintenant »: the present hour is the browser's (the page is the same at every hour)", () => {
    const html = render({ spot, weather, tides });
    expect(html).not.toContain("data-now");
    expect(html).not.toContain('aria-current="time"');
    expect(count(html, /scope="col" data-at="\d+"/g)).toBe(19 * 2); // each hour's header says which hour it is
  });

  it("shows « Ouvrir le chat » to a signed-in rider only, without the chat itself", () => {
    expect(render({ spot, weather, tides }, { signedIn: true })).toContain("Ouvrir le chat");
    expect(render({ spot, weather, tides })).not.toContain("Ouvrir le chat");
    expect(render({ spot, weather, tides }, { signedIn: true })).not.toContain("Écrivez votre message");
  });
});

describe("ForecastView, « ça navigue ? »", () => {
  const knowledge = {
    waterBody: "mer" as const,
    orientation: 260,
    rideableSectors: [{ from: 170, to: 350 }],
    offshoreSectors: [{ from: 20, to: 140 }],
    level: "intermédiaire" as const,
    water: "vagues" as const,
    tide: { minHeightM: null, maxHeightM: null, note: null },
    seasonalBan: null,
    sources: [],
  };
  const facts = { spot: { latitude: spot.latitude, longitude: spot.longitude, knowledge }, facts: [] };

  it("holds a « Navigabilité » row per day, empty until the browser judges it, and the best windows' place", () => {
    const html = render({ spot: { ...spot, ...knowledge }, weather, tides, verdict: facts }, { signedIn: true });
    expect(count(html, 'data-testid="verdict-row"')).toBe(2);
    expect(count(html, 'data-testid="verdict-row" data-pending=""')).toBe(2);
    expect(html).toContain("Navigabilité");
    expect(html).toContain('data-testid="best-windows-pending"');
    expect(html).toContain('data-testid="today-line-pending"');
    // Without JavaScript, the page says the rows are the browser's to judge.
    expect(html).toMatch(/<noscript>.*activez JavaScript pour les voir.*<\/noscript>/s);
    // Nothing of the rider in the document, signed in or not.
    expect(html).not.toMatch(/Léa|rider_01|lea@example/);
    const tables = (page: string) => page.slice(page.indexOf('data-testid="forecast-day"'), page.lastIndexOf("</table>"));
    expect(tables(html)).toBe(tables(render({ spot: { ...spot, ...knowledge }, weather, tides, verdict: facts })));
    // West wind at a west-facing beach: onshore, rideable there.
    expect(html).toContain('data-tone="good"');
    expect(html).toContain("onshore, navigable ici");
    // The spot's sheet: its rideable directions as compass points.
    expect(html).toContain("Fiche du spot");
    expect(html).toContain("de S à N");
  });

  it("leaves the row out when the spot's verdicts cannot be judged (its knowledge is missing)", () => {
    const html = render({ spot, weather, tides, verdict: null });
    expect(html).not.toContain('data-testid="verdict-row"');
    expect(html).not.toContain("<noscript>");
    expect(html).not.toContain("data-tone");
  });

  it("writes « Marée négligeable » or « Pas de marée (lac) » instead of the tide row, and draws a curve on tidal coasts", () => {
    expect(render({ spot, weather, tides, tideCurve: { kind: "negligible", points: [] } })).toContain("Marée négligeable");
    const lake = render({ spot, weather, tides: [], tideCurve: { kind: "lake", points: [] } });
    expect(lake).toContain("Pas de marée (lac)");
    expect(lake).not.toContain(TIDES_UNAVAILABLE);
    const points = weather.map((w, i) => ({ time: w.forecastDate, heightM: 3.5 + 2.5 * Math.sin(i / 2) }));
    const tidal = render({ spot, weather, tides, tideCurve: { kind: "tidal", points } });
    expect(count(tidal, 'data-testid="tide-curve"')).toBe(2);
    // Drawn in the table, one piece per hour just above the tide row that names the waters: aligned with the hours.
    expect(tidal).toMatch(/data-testid="tide-curve".*?<\/tr><tr data-testid="tide-row"/);
    expect([...tidal.matchAll(/<td data-curve=""[^>]*><svg/g)]).toHaveLength(count(tidal, " data-at="));
    expect(count(tidal, "<text")).toBe(0); // no lettering drawn small inside a picture
  });
});

describe("ForecastView, models and measurements", () => {
  const models = (best: "icon_eu" | null, station = true): SpotModels => ({
    station,
    windowDays: 14,
    minComparedHours: 48,
    best,
    default: best ?? "blend",
    models: [
      { id: "blend", label: MODEL_LABELS.blend, maeKn: 2.1, biasKn: 3.2, comparedHours: 60 },
      { id: "icon_eu", label: MODEL_LABELS.icon_eu, maeKn: 1.4, biasKn: -0.6, comparedHours: 60 },
      { id: "gfs_seamless", label: MODEL_LABELS.gfs_seamless, maeKn: 4, biasKn: 4, comparedHours: 20 },
    ],
  });
  it("opens on « Meilleur modèle ici » with each model's error and bias in French", () => {
    const html = render({ spot, weather, tides, models: models("icon_eu"), model: "icon_eu" });
    expect(html).toContain(`data-testid="model-current">${bestOptionLabel("icon_eu")}<`);
    expect(html).toContain("erreur moyenne 2,1\u00a0nds · surestime de 3\u00a0nds ici");
    expect(html).toContain("erreur moyenne 1,4\u00a0nds · sous-estime de 0,6\u00a0nd ici");
    expect(html).toContain(`data-testid="model-skill">${NOT_ENOUGH_MEASUREMENTS}<`);
    expect(html).toContain(MODEL_CREDITS.icon_eu);
  });

  it("opens on the standard forecast without enough history, and says when no station can judge the models", () => {
    const html = render({ spot, weather, tides, models: models(null) });
    expect(html).toContain(`data-testid="model-current">${MODEL_LABELS.blend}<`);
    expect(html).not.toContain(BEST_MODEL_LABEL);
    expect(html).toContain(MODEL_CREDITS.blend);
    const lonely = render({ spot, weather, tides, models: models(null, false) });
    expect(lonely).toContain(NO_STATION_FOR_SKILL.replaceAll("'", "&#x27;"));
    expect(lonely).not.toContain("erreur moyenne");
  });

  it("shows the model asked for in the URL and, after a shorter model's last day, a link back to the standard forecast", () => {
    const html = render({ spot, weather, tides, models: models("icon_eu"), model: "gfs_seamless", requested: true });
    expect(html).toContain(`data-testid="model-current">${MODEL_LABELS.gfs_seamless}<`);
    expect(html).toContain(MODEL_CREDITS.gfs_seamless);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/spots/7/weather/blend"[^>]*>${SHOW_STANDARD}</a>`));
    // The standard forecast's week: nothing ends early.
    expect(render({ spot, weather, tides, models: models(null) })).not.toContain(SHOW_STANDARD);
  });
});

describe("« Le vent d'ici » on the page", () => {
  const answer = (applied: boolean): NonNullable<ForecastPageData["correction"]> => ({
    station: { id: 9101, name: "Wissant Opale", distanceKm: 1.2 },
    model: "blend",
    applied,
    method: "…",
    trainedFrom: null,
    trainedTo: null,
    hours: 600,
    trainedHours: 1200,
    testedDays: 30,
    rawMaeKn: 4.4,
    correctedMaeKn: applied ? 0.8 : 4.6,
    reason: applied ? null : "la correction ne fait pas mieux",
    reasonCode: applied ? null : "not-better",
    summary: applied
      ? "Corrigé par Balise Wissant Opale : erreur moyenne 0,8\u00a0nds au lieu de 4,4 sur les 30 derniers jours"
      : "Prévision brute : la correction ne fait pas mieux (erreur moyenne 4,6\u00a0nds contre 4,4 sans elle sur les 30 derniers jours)",
    windowDays: 30,
    days: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, "0")}`, rawMaeKn: 4.4, correctedMaeKn: applied ? 0.8 : 4.6 })),
    models: [],
    computedAt: null,
  });

  it("shows the corrected wind, the model's own in a thin row under it, and says by how much the correction does better", () => {
    const corrected = weather.map((e) => ({ ...e, windSpeed: e.windSpeed + 2, rawWindSpeed: e.windSpeed, rawWindGust: e.windGust }));
    const html = render({ spot, weather: corrected, tides, correction: answer(true) });
    expect(html).toContain("Vent corrigé");
    expect(count(html, 'data-testid="raw-row"')).toBe(2);
    expect(html).toContain("Prévision brute</th>");
    expect(html).toContain("Corrigé par Balise Wissant Opale : erreur moyenne 0,8\u00a0nds au lieu de 4,4 sur les 30 derniers jours");
    expect(html).toContain("Justesse : les 30 derniers jours comparés");
    expect(html).toContain('data-testid="accuracy"');
  });

  it("keeps the raw model's wind alone where the correction does not do better, and says why", () => {
    const html = render({ spot, weather, tides, correction: answer(false) });
    expect(html).not.toContain("Vent corrigé");
    expect(html).not.toContain('data-testid="raw-row"');
    expect(html).toContain("Prévision brute : la correction ne fait pas mieux");
  });
});
