import { describe, expect, it } from "vitest";
import { filterSpots, matchesSearch, normalizeForSearch, rankSuggestions } from "./search";

const spot = (name: string, description = "", isFavorite = false) => ({ name, description, isFavorite });

describe("normalizeForSearch", () => {
  it("drops case, accents, apostrophes and extra spaces", () => {
    expect(normalizeForSearch("  L’Étang  de   Thau ")).toBe("letang de thau");
    expect(normalizeForSearch("Côte d'Opale")).toBe("cote dopale");
    expect(normalizeForSearch("Cœur")).toBe("coeur");
  });
});

describe("matchesSearch", () => {
  const almanarre = spot("L'Almanarre", "Grande plage de Hyères, vent thermique");
  const leucate = spot("Leucate", "La Franqui, tramontane puissante");

  it("matches a case-insensitive substring of the name", () => {
    expect(matchesSearch(leucate, "leucate")).toBe(true);
    expect(matchesSearch(leucate, "EUC")).toBe(true);
    expect(matchesSearch(leucate, "Gruissan")).toBe(false);
  });

  it("ignores accents and apostrophes on both sides", () => {
    expect(matchesSearch(almanarre, "almanarre")).toBe(true);
    expect(matchesSearch(almanarre, "l’almanarre")).toBe(true);
    expect(matchesSearch(almanarre, "hyeres")).toBe(true);
    expect(matchesSearch(spot("Hyeres"), "Hyères")).toBe(true);
  });

  it("matches the description too", () => {
    expect(matchesSearch(leucate, "tramontane")).toBe(true);
  });

  it("an empty or blank query matches everything", () => {
    expect(matchesSearch(leucate, "")).toBe(true);
    expect(matchesSearch(leucate, "   ")).toBe(true);
  });
});

describe("filterSpots", () => {
  const list = [spot("Leucate", "tramontane", true), spot("L'Almanarre", "Hyères"), spot("Gruissan", "tramontane")];

  it("combines the search with the favourites filter and keeps the order", () => {
    expect(filterSpots(list, { query: "tramontane", favoritesOnly: false }).map((s) => s.name)).toEqual(["Leucate", "Gruissan"]);
    expect(filterSpots(list, { query: "tramontane", favoritesOnly: true }).map((s) => s.name)).toEqual(["Leucate"]);
    expect(filterSpots(list, { query: "", favoritesOnly: false })).toHaveLength(3);
    expect(filterSpots(list, { query: "almanarre", favoritesOnly: true })).toEqual([]);
  });
});

describe("rankSuggestions", () => {
  const list = [
    spot("Beauduc", "lagune de Camargue"),
    spot("Gruissan – Plage des Chalets", "tramontane"),
    spot("La Baule", "baie abritée"),
    spot("L'Almanarre", "Hyères"),
  ];

  it("puts names starting with the text (or one of their words) first, then names, then descriptions", () => {
    // « La Baule » and « L'Almanarre » start with it; « Plage des Chalets » contains it; « lagune » is a description.
    expect(rankSuggestions(list, "la").map((s) => s.name)).toEqual(["La Baule", "L'Almanarre", "Gruissan – Plage des Chalets", "Beauduc"]);
    // A word of the name starting with the text counts as a start.
    expect(rankSuggestions([list[3]!, list[0]!, list[1]!], "chal")[0]!.name).toBe("Gruissan – Plage des Chalets");
  });

  it("keeps the list's order for an empty text", () => {
    expect(rankSuggestions(list, " ")).toEqual(list);
  });
});
