import { describe, expect, it } from "vitest";
import { namedWinds, orientationClause } from "./description-winds";

describe("namedWinds", () => {
  it("reads ranges the short way round, points, and the winds the text calls on-shore as rideable", () => {
    const w = namedWinds("Plage. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Vagues.")!;
    expect(w.good).toEqual([225, 247.5, 270, 45, 315]);
    expect(w.offshore).toEqual([]);
    expect(w.all).toBe(false);
  });

  it("follows « en passant par » and French wind names", () => {
    expect(namedWinds("Meilleures orientations : S à N en passant par l'ouest (side-on à on-shore).")!.good).toEqual([
      180, 202.5, 225, 247.5, 270, 292.5, 315, 337.5, 0,
    ]);
    expect(namedWinds("Meilleures orientations : brise thermique d'ouest à nord-ouest l'après-midi.")!.good).toEqual([270, 292.5, 315]);
  });

  it("sets apart the winds the text says blow off the beach or do not work, and « toutes »", () => {
    const off = namedWinds("Meilleures orientations : N à NE et S (side-shore) ; par tramontane (NO), off-shore.")!;
    expect(off.good).toEqual([0, 22.5, 45, 180]);
    expect(off.offshore).toEqual([315]);
    expect(namedWinds("Meilleures orientations : NO ; par SO, E et SE, vent déventé.")!.bad).toEqual([225, 90, 135]);
    expect(namedWinds("Meilleures orientations : toutes, le lac étant fermé.")!.all).toBe(true);
  });

  it("finds no clause in a description without one", () => {
    expect(orientationClause("Plage de sable, vent thermique l'après-midi.")).toBeNull();
    expect(namedWinds("Plage de sable.")).toBeNull();
  });
});
