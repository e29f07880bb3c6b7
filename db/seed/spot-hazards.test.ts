import { describe, expect, it } from "vitest";
import { hazardsIn, zonesIn } from "./spot-hazards";

describe("hazardsIn", () => {
  it("reads each hazard from the words the descriptions use", () => {
    expect(hazardsIn("Vagues, baïnes et courants d'arrachement ; shore-break à marée haute.")).toEqual(["baines", "shore-break"]);
    expect(hazardsIn("Forts courants de marée et chenal du port à éviter.")).toEqual(["courants", "chenal"]);
    expect(hazardsIn("Parcs à huîtres et bouchots, vasières à marée basse : la mer se retire très loin.")).toEqual([
      "conchyliculture",
      "vasieres",
      "estran",
    ]);
    expect(hazardsIn("Rochers sur les pointes, épis en bois ; zones de baignade à respecter.")).toEqual(["rochers", "epis", "baignade"]);
    expect(hazardsIn("Vent rafaleux, réserve naturelle ; isolement total : ne jamais naviguer seul, près de l'aérodrome.")).toEqual([
      "rafales",
      "zone-protegee",
      "isolement",
      "aerodrome",
    ]);
  });

  it("does not take the Landes rivers called « courant » for currents", () => {
    expect(hazardsIn("Rester loin de l'embouchure du courant de Contis.")).toEqual([]);
    expect(hazardsIn("Plage de sable fin, sans obstacle.")).toEqual([]);
  });
});

describe("zonesIn", () => {
  it("keeps the clause naming a kite zone, with neither months nor source", () => {
    expect(zonesIn("Plage immense. Zone kite balisée en saison, kite interdit dans les zones de baignade en été.")).toEqual([
      { note: "Zone kite balisée en saison", from: null, to: null, source: null },
    ]);
    expect(zonesIn("Kite interdit dans les zones de baignade en été.")).toEqual([]);
  });
});
