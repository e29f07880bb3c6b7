import { describe, expect, it } from "vitest";
import { weatherIcon } from "./weather-icon";

describe("weatherIcon", () => {
  it.each([
    ["Pluie faible", "rain"],
    ["Précipitations éparses", "rain"],
    ["Averses", "rain"],
    ["Bruine dense", "rain"],
    ["Chute de neige faible", "rain"],
    ["Orage", "rain"],
    ["Brume", "fog"],
    ["Brouillard", "fog"],
    ["Couvert", "cloud"],
    ["Nuageux", "cloud"],
    ["Partiellement nuageux", "partly"],
    ["Ciel dégagé", "sun"],
    ["", "sun"],
  ] as const)("« %s » → %s", (description, icon) => {
    expect(weatherIcon(description)).toBe(icon);
  });

  it("ignores case", () => {
    expect(weatherIcon("PLUIE FORTE")).toBe("rain");
    expect(weatherIcon("PARTIELLEMENT NUAGEUX")).toBe("partly");
  });

  it("keeps the spec's priority: rain before fog before cloud", () => {
    expect(weatherIcon("Brouillard et bruine")).toBe("rain");
    expect(weatherIcon("Couvert avec brume")).toBe("fog");
  });
});
