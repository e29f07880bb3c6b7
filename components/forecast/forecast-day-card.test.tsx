import { renderToStaticMarkup } from "react-dom/server";
import { waterLine, waterTemperature } from "@/lib/1-domain/sea/messages";
import { wetsuitAdvice } from "@/lib/1-domain/sea/wetsuit";
import { SeaHeader } from "./sea-header";
import { describe, expect, it } from "vitest";
import { staticMarkup } from "@/lib/0-base/static-markup";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import { tideEventsByHour } from "@/lib/1-domain/forecast/tide-events";
import { SharedRows, TableHead, WindRow, type TableProps } from "./forecast-day-card";
import { hourColumns } from "./forecast-columns";

/*
 * The day's table rows every rider shares are sent as strings (static markup), in the table's <thead> and <tbody>
 * elements: they must be the very HTML React would write.
 */
function ForecastTable(p: TableProps) {
  return (
    <table>
      <thead>
        <TableHead {...p} />
      </thead>
      <tbody>
        <WindRow {...p} />
      </tbody>
      <tbody>
        <SharedRows {...p} />
      </tbody>
    </table>
  );
}
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
const shore = { orientation: 270, rideableSectors: [{ from: 200, to: 340 }], offshoreSectors: [{ from: 20, to: 140 }] };

const props = (over: Partial<TableProps> = {}): TableProps => ({
  entries,
  // Wissant's nights fold (a narrow column and a folded hour per night): the string must still be React's.
  columns: hourColumns(entries, { latitude: 50.887, longitude: 1.659 }),
  tides,
  coefficient: 90,
  shore,
  tideSentence: undefined,
  eventByHour: tideEventsByHour(entries, tides),
  ...over,
});

describe("the day's hour-by-hour table as one string", () => {
  it.each([
    ["with every row: shore, tides", props()],
    ["without shore or tides", props({ shore: null, tides: null })],
    ["on a lake", props({ tides: null, tideSentence: "Lac : pas de marée." })],
    ["with no night folded", props({ columns: hourColumns(entries, null) })],
  ])("is React's own markup, %s", (_name, p) => {
    const html = staticMarkup(<ForecastTable {...p} />);
    expect(html).toBe(renderToStaticMarkup(<ForecastTable {...p} />));
    expect(html.match(/<td/g)?.length).toBeGreaterThan(20);
  });

  it("folds each night behind one narrow column; each hour's header says its hour", () => {
    const columns = hourColumns(entries, { latitude: 50.887, longitude: 1.659 });
    const folds = columns.filter((c) => c.kind === "fold");
    expect(folds.length).toBeGreaterThan(0);
    expect(columns.some((c) => c.kind === "hour" && c.night)).toBe(true);
    expect(columns.find((c) => c.kind === "hour" && c.index === 9)).toMatchObject({ night: false, at: start + 9 * HOUR });
    expect(staticMarkup(<ForecastTable {...props({ columns })} />)).toContain(`<th scope="col" data-at="${start + 9 * HOUR}">09</th>`);
    const html = staticMarkup(<ForecastTable {...props({ columns })} />);
    expect(html.match(/<td data-fold=""><button type="button" aria-expanded="false"/g)).toHaveLength(folds.length);
  });

  it("escapes what the data brings", () => {
    const odd = entries.map((e, i) => (i === 9 ? { ...e, description: "Pluie <b>& « grêle »" } : e));
    expect(staticMarkup(<ForecastTable {...props({ entries: odd })} />)).toContain("Pluie &lt;b&gt;&amp; « grêle »");
  });
});

describe("the tide row", () => {
  it("gives the water height at each hour from the curve, not the nearest high or low water's", () => {
    // 07:00, halfway between the 04:10 low water (1.1 m) and the 10:20 high water (6.4 m).
    const heights = new Map(entries.map((e, i) => [Date.parse(e.forecastDate), i === 7 ? 3.7 : 2]));
    const html = staticMarkup(<ForecastTable {...props({ heights })} />);
    const cells = [...html.matchAll(/<td data-tide=""[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
    expect(cells.length).toBeGreaterThan(10);
    expect(html).toMatch(/<td data-tide=""[^>]*>(<svg[^]*?<\/svg>)?3,7\u00a0m<\/td>/);
    expect(cells.filter((c) => c.endsWith("6,4\u00a0m") || c.endsWith("1,1\u00a0m"))).toEqual([]);
  });

  it("shows the arrow alone at an hour the curve does not reach", () => {
    const html = staticMarkup(<ForecastTable {...props({ heights: new Map() })} />);
    const cells = [...html.matchAll(/<td data-tide=""[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);
    expect(cells.every((c) => !/\sm$/.test(c))).toBe(true);
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
    expect(html).toContain("<span>1,2\u00a0m</span><span data-period=\"\">8\u00a0s</span>");
    // The arrow points where the waves go: from the WNW (290°), toward the ESE (110°).
    expect(html).toContain("rotate(110deg)");
    expect(html).toContain("Vagues 1,2\u00a0m, période 8\u00a0s, venant du ONO, dont houle 0,9\u00a0m (11\u00a0s)");
    // An hour without a wave height shows « – », never « 0,0 m ».
    expect(html).not.toContain("0,0\u00a0m");
  });

  it("says what to wear once, on the page's first day, never in bold", () => {
    const first = renderToStaticMarkup(<SeaHeader entries={entries} sea={sea} wetsuit />);
    const next = renderToStaticMarkup(<SeaHeader entries={entries} sea={sea} />);
    expect(first).toContain(waterLine(13, wetsuitAdvice(13)));
    expect(next).toContain(`>${waterTemperature(13)}<`);
    expect(next).not.toContain(wetsuitAdvice(13));
    expect(first + next).not.toMatch(/font-(semi)?bold/);
  });

  it("is absent without a sea state", () => {
    expect(staticMarkup(<ForecastTable {...props({ sea: null })} />)).not.toContain("waves-row");
  });
});

