import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { westBeach } from "@/tests/support/verdict";
import { SPOT_NOT_FOUND } from "../../1-domain/spots/messages";
import { spotKnowledge } from "./knowledge";
import { KNOWLEDGE_MISSING } from "../../1-domain/verdict/messages";

describe("spotKnowledge", () => {
  it("answers 404s in French for an unknown spot and a spot without knowledge, then reads what is set", async () => {
    const db = getDb();
    const { spots: [spot], remove } = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
    try {
      await expect(spotKnowledge(db, spot!.id)).rejects.toThrow(KNOWLEDGE_MISSING);
      await expect(spotKnowledge(db, 999_999_999)).rejects.toThrow(SPOT_NOT_FOUND);
      const knowledge = { ...westBeach, seasonalBan: { from: "07-01", to: "08-31", note: "baignade" }, sources: [{ label: "Mairie", url: "https://example.fr" }] };
      await setKnowledge(db, spot!.id, knowledge);
      expect(await spotKnowledge(db, spot!.id)).toEqual({ latitude: spot!.latitude, longitude: -4.49, knowledge });
    } finally {
      await remove();
    }
  });

  it("reads a seeded spot's sourced knowledge", async () => {
    const [row] = await getDb().query.spots.findMany({ where: (s, { eq }) => eq(s.name, "Wissant"), limit: 1 });
    const { knowledge } = await spotKnowledge(getDb(), row!.id);
    expect(knowledge.sources.length).toBeGreaterThan(0);
    expect(knowledge.rideableSectors.length).toBeGreaterThan(0);
  });
});
