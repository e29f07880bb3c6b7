import { describe, expect, it } from "vitest";
import { sortByName } from "./sort";

describe("sortByName", () => {
  it("sorts in French alphabetical order: accents and case do not push a name to the end", () => {
    const names = ["Wissant", "Étang de Thau", "leucate", "Estagnol", "Île de Ré", "Hyères", "Gruissan"];
    const sorted = sortByName(names.map((name, id) => ({ name, id }))).map((s) => s.name);
    expect(sorted).toEqual(["Estagnol", "Étang de Thau", "Gruissan", "Hyères", "Île de Ré", "leucate", "Wissant"]);
  });

  it("breaks ties by id", () => {
    expect(sortByName([{ name: "A", id: 2 }, { name: "a", id: 1 }]).map((s) => s.id)).toEqual([1, 2]);
  });
});
