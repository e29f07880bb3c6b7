import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { tideParts } from "@/lib/1-domain/tides/blend";
import { GAUGE_NAMES } from "@/lib/1-domain/tides/gauge-names";
import { SEED_SPOTS } from "./spots-data";

/** The database's ASCII spellings a French reader would see as mistakes. */
const DATABASE_SPELLINGS = /\b(Sete|Cotiniere|Ile D'Aix|Ile Rousse|Saint Malo|Dielette|Saint Quay|Herbaudiere|Sables D'Olonne|Port Vendres|Port Camargue|Port Ferreol|Saint Nazaire|Saint Gildas|Audierne Port|Port Tudy|Bayonne Boucau|Saint Jean-de-Luz Socoa|Monaco Fontvieille|Ajaccio Aspretto|Port Bloc|Arcachon Eyrac)\b/;

describe("tide labels", () => {
  const used = [...new Set(SEED_SPOTS.flatMap((s) => tideParts(s.hydrographicSource.split(" – ")[0]).map((p) => p.id)))].filter(
    (id) => stationsById.has(id),
  );

  it("name every gauge a spot uses in French", () => {
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((id) => !GAUGE_NAMES[id])).toEqual([]);
  });

  it("show no database spelling in what a spot's page says of its tide", () => {
    const labels = SEED_SPOTS.flatMap((s) => [s.hydrographicSource, ...s.knowledge.sources.map((x) => x.label), s.knowledge.tide.note ?? ""]);
    expect(labels.filter((l) => DATABASE_SPELLINGS.test(l))).toEqual([]);
    expect(labels.some((l) => l.includes("Sète")) && labels.some((l) => l.includes("La Cotinière"))).toBe(true);
  });
});
