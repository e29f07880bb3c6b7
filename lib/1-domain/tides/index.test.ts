import { stations } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { BREST_STATION_ID, findGauge, TIDE_SOURCE_CREDIT } from "./index";

describe("TIDE_SOURCE_CREDIT", () => {
  it("carries the citation, licence and modification notice the database asks for", () => {
    expect(TIDE_SOURCE_CREDIT).toContain("https://doi.org/10.17882/109129");
    expect(TIDE_SOURCE_CREDIT).toContain("CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)");
    expect(TIDE_SOURCE_CREDIT).toContain("https://github.com/openwatersio/tide-database");
    expect(TIDE_SOURCE_CREDIT).toContain("modifiées");
  });

  it("covers every gauge a French spot can get", () => {
    const french = stations.filter((s) => s.country_code === "FR");
    const picked = new Set(french.map((s) => findGauge(s.latitude, s.longitude)?.id).filter(Boolean));
    expect(picked.has(BREST_STATION_ID)).toBe(true);
    for (const id of picked) {
      const station = stations.find((s) => s.id === id)!;
      expect(station.source.name).toBe("TICON-4");
      expect(station.license.type).toBe("cc-by-4.0");
    }
  });
});
