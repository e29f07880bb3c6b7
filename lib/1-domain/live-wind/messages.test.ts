import { describe, expect, it } from "vitest";
import { ageLabel, comparedHoursLabel, LIVE_WIND_ATTRIBUTION, OPENWINDMAP_URL, stationLabel, STATIONS_UNREACHABLE_NEVER, stationsUnreachableSince } from "./messages";

describe("live wind texts", () => {
  it("names the station with its distance in French notation", () => {
    expect(stationLabel("Pioupiou 110", 3.24)).toBe("Balise Pioupiou 110 à 3,2\u00a0km");
    // A station the network already calls « Balise … » is named once, not « Balise Balise Wissant ».
    expect(stationLabel("Balise Wissant", 1.2)).toBe("Balise Wissant à 1,2\u00a0km");
    expect(stationLabel("balise du port", 1.2)).toBe("balise du port à 1,2\u00a0km");
  });

  it("says how old a reading is", () => {
    expect(ageLabel(20_000)).toBe("à l'instant");
    expect(ageLabel(4 * 60_000 + 59_000)).toBe("il y a 4\u00a0min");
    expect(ageLabel(125 * 60_000)).toBe("il y a 2\u00a0h\u00a005");
    expect(comparedHoursLabel(72)).toBe("calculé sur 72\u00a0h de mesures");
  });

  it("credits OpenWindMap with a link to openwindmap.org, as its licence asks", () => {
    expect(OPENWINDMAP_URL).toBe("https://openwindmap.org");
    expect(LIVE_WIND_ATTRIBUTION).toContain("openwindmap.org");
  });

  it("says the stations cannot be reached, since when (with the day when it was not today), or that it is unknown", () => {
    const now = Date.parse("2026-12-06T15:00:00Z");
    expect(stationsUnreachableSince("2026-12-06T13:05:00Z", now)).toBe(
      "Balises injoignables depuis 14:05 : la dernière mesure reçue est affichée, nouvel essai chaque minute.",
    );
    expect(stationsUnreachableSince("2026-12-05T13:05:00Z", now)).toMatch(/^Balises injoignables depuis le 5 déc\. à 14:05 :/);
    expect(stationsUnreachableSince(null, now)).toBe(STATIONS_UNREACHABLE_NEVER);
  });
});
