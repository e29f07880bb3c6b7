import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/lib/browser/api/query-client";
import { LIVE_WIND_ATTRIBUTION, NO_STATION_NEARBY, OPENWINDMAP_URL } from "@/lib/1-domain/live-wind/messages";
import type { LiveWind } from "@/lib/1-domain/live-wind/types";
import { LiveWindBlock } from "./live-wind-block";
import { livePath } from "./live-wind-live";

/*
 * The « Vent mesuré » block as React draws it from its query's data (asked by the browser: the page is shared). Its
 * age follows the browser's clock (e2e/live-wind.spec.ts).
 */
const WISSANT: LiveWind = {
  station: { id: 110, name: "Wissant Opale", latitude: 50.895, longitude: 1.671, distanceKm: 1.24 },
  measurement: { at: "2026-11-21T13:53:00.000Z", windAvgKn: 18.4, windMaxKn: 26.2, windMinKn: 11, directionDeg: 292 },
  stale: false,
  attribution: LIVE_WIND_ATTRIBUTION,
};

function render(live: LiveWind | undefined) {
  const client = makeQueryClient();
  if (live) client.setQueryData([livePath(7)], live);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LiveWindBlock spotId={7} />
    </QueryClientProvider>,
  );
}

describe("LiveWindBlock", () => {
  it("shows the station and its distance, mean and max in knots in their bands, the direction, the age and the link", () => {
    const html = render(WISSANT);
    expect(html).toContain("Vent mesuré");
    expect(html).toContain("Balise Wissant Opale à 1,2\u00a0km");
    expect(html).toMatch(/data-band="green"[^>]*><span[^>]*>18,4\u00a0nds</);
    expect(html).toMatch(/data-band="red"[^>]*><span[^>]*>26,2\u00a0nds</);
    expect(html).toContain('aria-label="Direction : 292°"');
    expect(html).toContain("rotate(112deg)");
    expect(html).toContain(">ONO<");
    expect(html).toContain(`href="${OPENWINDMAP_URL}"`);
    expect(html).not.toContain("plus de 30 min");
  });

  it("says when the reading is old (the network is down: the last one is served with its age)", () => {
    const html = render({ ...WISSANT, measurement: { ...WISSANT.measurement, at: "2026-11-21T11:50:00.000Z" }, stale: true });
    expect(html).toContain("mesure de plus de 30 min");
  });

  it("says « Pas de balise à moins de 20\u00a0km » without a station, and holds its place before the data", () => {
    expect(render({ station: null })).toContain(NO_STATION_NEARBY);
    const waiting = render(undefined);
    expect(waiting).toContain("Vent mesuré");
    expect(waiting).toContain('aria-busy="true"');
    expect(waiting).not.toContain(NO_STATION_NEARBY);
  });

  it("says the stations cannot be reached when they never could, instead of « pas de balise »", () => {
    const html = render({ station: null, network: { down: true, lastSuccessAt: null } });
    expect(html).toContain("Balises injoignables pour le moment");
    expect(html).not.toContain(NO_STATION_NEARBY);
  });
});
