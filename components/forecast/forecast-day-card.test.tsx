import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { staticMarkup } from "@/lib/0-base/static-markup";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import { tideEventsByHour } from "@/lib/1-domain/forecast/tide-events";
import type { HourVerdict } from "@/lib/1-domain/verdict/types";
import { ForecastTable, forecastTableHtml, hourColumns } from "./forecast-day-card";
import { sharedTablesKey, type SharedTable } from "./shared-tables";

/* The day's table is sent as one string (static markup): the rider must get the very HTML React would write. */
const HOUR = 3_600_000;
const start = Date.parse("2026-11-21T00:00:00+01:00");
const entries: ForecastEntry[] = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  spotId: 7,
  forecastDate: new Date(start + i * HOUR).toISOString(),
  lastUpdated: "2026-11-21T13:05:00.000Z",
  temperature: 12,
  windSpeed: [5, 7, 11, 14][i % 4]!,
  windDirection: (i * 37) % 360,
  windGust: i % 4 === 0 ? null : 16,
  humidity: 80,
  description: ["Pluie faible", "Brouillard", "Couvert", "Partiellement nuageux", "Ciel dégagé"][i % 5]!,
}));
const tides: TideEntry[] = [
  ["2026-11-21T04:10:00+01:00", 1.1, "low", 88],
  ["2026-11-21T10:20:00+01:00", 6.4, "high", 90],
  ["2026-11-21T16:35:00+01:00", 1.2, "low", 91],
  ["2026-11-21T22:45:00+01:00", 6.5, "high", 92],
].map(([t, h, type, c], i) => ({ id: i + 1, spotId: 7, tideTime: new Date(t as string).toISOString(), height: h as number, type: type as "low" | "high", coefficient: c as number, lastUpdated: "2026-11-21T00:00:00.000Z" }));
const verdicts = new Map<number, HourVerdict>(
  entries.map((e, i) => [Date.parse(e.forecastDate), { forecastDate: e.forecastDate, verdict: (["go", "marginal", "no"] as const)[i % 3]!, reasons: [`Raison <${i}> & « ${i} »`], windKn: 15, gustKn: 16, kiteSizeM2: 11, confidence: "haute" as const }]),
);
const measured = new Map(entries.slice(0, 10).filter((_, i) => i % 3).map((e, i) => [Date.parse(e.forecastDate), 11.5 + i]));
const shore = { orientation: 270, rideableSectors: [{ from: 200, to: 340 }], offshoreSectors: [{ from: 20, to: 140 }] };

const props = (over: Partial<Parameters<typeof ForecastTable>[0]> = {}): Parameters<typeof ForecastTable>[0] => ({
  entries,
  // Wissant's nights fold (a narrow column and a folded hour per night): the string must still be React's.
  columns: hourColumns(entries, 9, { latitude: 50.887, longitude: 1.659 }),
  nowIndex: 9,
  now: start + 9 * HOUR + 600_000,
  tides,
  coefficient: 90,
  verdicts,
  shore,
  tideSentence: undefined,
  eventByHour: tideEventsByHour(entries, tides),
  measured,
  ...over,
});

describe("the day's hour-by-hour table as one string", () => {
  it.each([
    ["with every row: verdicts, measured wind, shore, tides", props()],
    ["without verdicts, station, shore or tides", props({ verdicts: null, measured: null, shore: null, tides: null, nowIndex: -1 })],
    ["on a lake", props({ tides: null, tideSentence: "Lac : pas de marée." })],
    ["with no night folded", props({ columns: hourColumns(entries, 9, null) })],
  ])("is React's own markup, %s", (_name, p) => {
    const html = staticMarkup(<ForecastTable {...p} />);
    expect(html).toBe(renderToStaticMarkup(<ForecastTable {...p} />));
    expect(html.match(/<td/g)?.length).toBeGreaterThan(20);
  });

  it("folds each night behind one narrow column, never the present hour", () => {
    const columns = hourColumns(entries, 9, { latitude: 50.887, longitude: 1.659 });
    const folds = columns.filter((c) => c.kind === "fold");
    expect(folds.length).toBeGreaterThan(0);
    expect(columns.some((c) => c.kind === "hour" && c.night)).toBe(true);
    expect(columns.find((c) => c.kind === "hour" && c.index === 9)).toMatchObject({ night: false });
    const html = staticMarkup(<ForecastTable {...props({ columns })} />);
    expect(html.match(/<td data-fold=""><button type="button" aria-expanded="false"/g)).toHaveLength(folds.length);
  });

  it("escapes what the data brings", () => {
    expect(staticMarkup(<ForecastTable {...props()} />)).toContain("Raison &lt;0&gt; &amp; « 0 »");
  });
});

describe("the tide row", () => {
  it("gives the water height at each hour from the curve, not the nearest high or low water's", () => {
    // 07:00, halfway between the 04:10 low water (1.1 m) and the 10:20 high water (6.4 m).
    const heights = new Map(entries.map((e, i) => [Date.parse(e.forecastDate), i === 7 ? 3.7 : 2]));
    const html = staticMarkup(<ForecastTable {...props({ heights })} />);
    const cells = [...html.matchAll(/<td data-tide=""[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
    expect(cells.length).toBeGreaterThan(10);
    expect(html).toMatch(/<td data-tide=""[^>]*>(<svg[^]*?<\/svg>)?3,7 m<\/td>/);
    expect(cells.filter((c) => c.endsWith("6,4 m") || c.endsWith("1,1 m"))).toEqual([]);
  });

  it("shows the arrow alone at an hour the curve does not reach", () => {
    const html = staticMarkup(<ForecastTable {...props({ heights: new Map() })} />);
    const cells = [...html.matchAll(/<td data-tide=""[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
    expect(cells.every((c) => !/ m$/.test(c))).toBe(true);
  });
});

describe("the « Vagues » row", () => {
  const sea = new Map(
    entries.map((e, i) => [
      Date.parse(e.forecastDate),
      { forecastDate: e.forecastDate, waveHeightM: i === 3 ? null : 1.2, wavePeriodS: 8, waveDirection: 290, swellHeightM: 0.9, swellPeriodS: 11, seaTemperatureC: 13 },
    ]),
  );

  it("is React's own markup, and gives each hour's height, period and direction", () => {
    const html = staticMarkup(<ForecastTable {...props({ sea })} />);
    expect(html).toBe(renderToStaticMarkup(<ForecastTable {...props({ sea })} />));
    expect(html).toContain('data-testid="waves-row"');
    expect(html).toContain("<span>1,2 m</span><span data-period=\"\">8 s</span>");
    // The arrow points where the waves go: from the WNW (290°), toward the ESE (110°).
    expect(html).toContain("rotate(110deg)");
    expect(html).toContain("Vagues 1,2 m, période 8 s, venant du ONO, dont houle 0,9 m (11 s)");
    // An hour without a wave height shows « – », never « 0,0 m ».
    expect(html).not.toContain("0,0 m");
  });

  it("is absent without a sea state", () => {
    expect(staticMarkup(<ForecastTable {...props({ sea: null })} />)).not.toContain("waves-row");
  });
});

describe("the rows every rider shares, kept once per spot, model and run (issue 27)", () => {
  const otherRider = new Map([...verdicts].map(([t, v]) => [t, { ...v, verdict: "no" as const, reasons: ["Rafales au-delà de votre limite"] }]));

  it.each([
    ["with every row", props()],
    ["without verdicts, station, shore or tides", props({ verdicts: null, measured: null, shore: null, tides: null, nowIndex: -1 })],
    ["on a lake", props({ tides: null, tideSentence: "Lac : pas de marée." })],
  ])("writes the table React would, %s", (_name, p) => {
    expect(forecastTableHtml(p)).toBe(renderToStaticMarkup(<ForecastTable {...p} />));
  });

  it("renders the shared rows once; each rider still reads their own verdicts and the measured wind of the moment", () => {
    const kept = new Map<string, SharedTable>();
    let rendered = 0;
    const cache = (render: () => SharedTable) => {
      if (!kept.has("day")) {
        rendered++;
        kept.set("day", render());
      }
      return kept.get("day")!;
    };
    const first = forecastTableHtml(props(), cache);
    const second = forecastTableHtml(props({ verdicts: otherRider, measured: new Map([[Date.parse(entries[1]!.forecastDate), 30]]) }), cache);
    expect(rendered).toBe(1);
    expect(first).toBe(renderToStaticMarkup(<ForecastTable {...props()} />));
    expect(second).toBe(renderToStaticMarkup(<ForecastTable {...props({ verdicts: otherRider, measured: new Map([[Date.parse(entries[1]!.forecastDate), 30]]) })} />));
    expect(second).toContain("Rafales au-delà de votre limite");
    expect(second).not.toContain("Raison &lt;0&gt;");
  });

  it("keys the week by everything the shared rows are drawn from", () => {
    const base = { spot: { id: 7, latitude: 50.887, longitude: 1.659 }, shore, model: "best_match", weather: entries, tides, tideKind: "tidal" as const, sea: undefined };
    const sea = entries.map((e) => ({ forecastDate: e.forecastDate, waveHeightM: 1.2, wavePeriodS: 8, waveDirection: 290, swellHeightM: 0.9, swellPeriodS: 11, seaTemperatureC: 13 }));
    const key = sharedTablesKey(base);
    expect(sharedTablesKey({ ...base, weather: [...entries] })).toBe(key);
    const changed = [
      { ...base, spot: { ...base.spot, id: 8 } },
      { ...base, model: "meteofrance_arome_france_hd" },
      { ...base, weather: entries.map((e) => ({ ...e, lastUpdated: "2026-11-21T14:05:00.000Z" })) }, // a new run
      { ...base, tides: tides.map((t) => ({ ...t, lastUpdated: "2026-11-22T00:00:00.000Z" })) }, // tides predicted again
      { ...base, tides: null },
      { ...base, tideKind: "lake" as const },
      { ...base, shore: { ...shore, orientation: 280 } },
      { ...base, sea },
      { ...base, sea: sea.map((h, i) => (i === 5 ? { ...h, waveHeightM: 1.3 } : h)) },
    ].map(sharedTablesKey);
    expect(new Set([key, ...changed]).size).toBe(changed.length + 1);
  });
});
