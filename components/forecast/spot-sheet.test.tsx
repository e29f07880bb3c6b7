import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPOT_RULES } from "@/lib/1-domain/spots/messages-knowledge";
import type { SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";
import { westBeach } from "@/tests/support/verdict";
import { SpotSheet } from "./spot-sheet";

const decree = { label: "Mairie – arrêté de plage", url: "https://mairie.example.fr/arrete", supports: ["rules" as const] };
const render = (k: Partial<SpotKnowledge>) => renderToStaticMarkup(<SpotSheet spot={{ ...westBeach, ...k }} />).replaceAll("&#x27;", "'");

describe("SpotSheet", () => {
  it("says « vérifiez sur place » where no source gives the summer rules, and shows no dates", () => {
    const html = render({ summerRestrictions: true, seasonalBan: null });
    expect(html).toContain(SPOT_RULES.summerRestrictions);
    expect(html).not.toMatch(/du \d\d\/\d\d au/);
  });

  it("says the local rules are the sourced zones below, and nothing to check where no beach is supervised", () => {
    const zone = { note: "Chenal kite", from: null, to: null, source: decree };
    expect(render({ summerRestrictions: false, zones: [zone] })).toContain(SPOT_RULES.seeZones);
    const lake = render({ summerRestrictions: false, zones: [] });
    expect(lake).toContain(SPOT_RULES.noRuleKnown);
    expect(lake).not.toMatch(/sur place/);
  });

  it("says where the hazards come from: a source that supports them, or the spot's own description", () => {
    const own = render({ hazards: ["rochers"] });
    expect(own).toContain(SPOT_RULES.hazardsFromDescription);
    const read = render({ hazards: ["rochers"], sources: [{ label: "Club – le spot", url: "https://club.example.fr/", supports: ["hazards"] }] });
    expect(read).not.toContain(SPOT_RULES.hazardsFromDescription);
    expect(read).toContain("(dangers)");
  });

  it("shows a ban with its dates only with its source, and what that source supports", () => {
    const html = render({ seasonalBan: { from: "07-01", to: "08-31", note: "zone de baignade", source: decree } });
    expect(html).toContain("Interdiction saisonnière du 01/07 au 31/08 : zone de baignade");
    expect(html).toContain('href="https://mairie.example.fr/arrete"');
    expect(html).toContain("(règles)");
    expect(html).not.toContain(SPOT_RULES.summerRestrictions);
  });

  it("lists the hazards, the kite zones with their period (or says the source gives none), and the spot's sources before the general ones", () => {
    const html = render({
      hazards: ["courants", "conchyliculture"],
      zones: [
        { note: "Zone kite balisée en saison", from: null, to: null, source: { ...decree, date: "2021-06" } },
        { note: "Chenal balisé", from: "06-15", to: "09-15", source: decree },
        { note: "Réserve : 300 m des phoques", from: "01-01", to: "12-31", source: decree },
      ],
      sources: [
        { label: "Préfecture maritime", url: "https://premar.example.fr/", supports: ["rules"], general: true },
        { label: "OpenStreetMap – emplacement", url: "https://osm.example.org/?m=1", supports: ["location", "orientation"] },
      ],
    });
    expect(html).toContain("courants forts");
    expect(html).toContain("parcs à huîtres ou à moules");
    expect(html).toContain(`Zone kite balisée en saison (${SPOT_RULES.zoneMonthsNotGiven})`);
    expect(html).toContain("(06/2021)");
    expect(html).toContain("Chenal balisé (du 15/06 au 15/09)");
    expect(html).toContain(`Réserve : 300 m des phoques (${SPOT_RULES.allYear})`);
    expect(html).toContain("(emplacement, orientation)");
    expect(html.indexOf(SPOT_RULES.spotSources)).toBeLessThan(html.indexOf(SPOT_RULES.generalSources));
    expect(html.indexOf("OpenStreetMap")).toBeLessThan(html.indexOf("Préfecture maritime"));
  });
});
