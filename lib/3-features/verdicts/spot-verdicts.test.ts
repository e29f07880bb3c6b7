import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { spotFavorites, spots, tideTimes, weatherForecasts } from "@/db/schema";
import { eq } from "drizzle-orm";
import { insertSpots } from "@/tests/support/forecast-spots";
import { registerUser } from "@/tests/support/api";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import type { SpotKnowledge } from "../../1-domain/spots/knowledge-types";
import type { KnowledgeReader } from "../../2-stores/spots/knowledge";
import { NotFound } from "../../0-base/errors";
import { KNOWLEDGE_MISSING, NOTES, REASONS, WINDOW_ALL_GO } from "../../1-domain/verdict/messages";
import { updatePreferences } from "../../2-stores/users/preferences";
import { favoritesWeek, spotVerdicts, spotWeekWindows, spotWindows } from "./spot-verdicts";

const db = getDb();
const DAY = "2026-06-21"; // Brest-like spot: sunrise 04:16Z, sunset 20:23Z
const now = () => new Date(`${DAY}T00:00:00Z`);
let spotId: number;
let userId: number;
/** A rider who saved « Mes conditions »: 75 kg, kites of 7, 9 and 12 m². */
let savedUserId: number;
let remove: () => Promise<unknown>;
let knowledge: SpotKnowledge = westBeach;
const reader: KnowledgeReader = async () => ({ latitude: 48.39, longitude: -4.49, knowledge });
const deps = { knowledge: reader, now, factsTtlMs: 0 }; // the knowledge changes between tests

beforeAll(async () => {
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  spotId = inserted.spots[0]!.id;
  remove = inserted.remove;
  await db.insert(weatherForecasts).values(forecastRows(spotId, `${DAY}T00:00:00Z`, 24, 20, 250));
  ({ user: { id: userId } } = await registerUser());
  ({ user: { id: savedUserId } } = await registerUser());
  await updatePreferences(db, savedUserId, { weightKg: 75, kites: [7, 9, 12] });
});
afterAll(() => remove());

const hourOf = (iso: string) => new Date(iso).getUTCHours();

describe("spotVerdicts", () => {
  it("judges every stored hour: night no, first and last daylight hours marginal, the day go", async () => {
    knowledge = westBeach;
    const verdicts = await spotVerdicts(db, spotId, savedUserId, deps);
    expect(verdicts).toHaveLength(24);
    const byHour = Object.fromEntries(verdicts.map((v) => [hourOf(v.forecastDate), v]));
    // No model stored beside the blend here: one forecast, near hours, so « moyenne ».
    expect(byHour[2]).toEqual({
      forecastDate: `${DAY}T02:00:00.000Z`,
      verdict: "no",
      reasons: [REASONS.night()],
      windKn: 20,
      gustKn: 24,
      kiteSizeM2: 9,
      confidence: "moyenne",
      codes: ["night"],
    });
    expect(byHour[5]).toMatchObject({ verdict: "marginal", reasons: [REASONS.firstLight()] });
    expect(byHour[12]).toMatchObject({ verdict: "go", kiteSizeM2: 9, reasons: ["Conditions réunies sur 9\u00a0m (20\u00a0nds, onshore)"] });
    expect(byHour[20]).toMatchObject({ verdict: "marginal", reasons: [REASONS.lastLight()] });
    expect(byHour[21]!.verdict).toBe("no");
  });

  it("says so while the rider has not saved « Mes conditions »", async () => {
    knowledge = westBeach;
    const noon = (await spotVerdicts(db, spotId, userId, deps)).find((v) => hourOf(v.forecastDate) === 12);
    expect(noon).toMatchObject({ verdict: "go", reasons: ["Conditions réunies (20\u00a0nds, onshore), aile conseillée ≈\u00a08\u00a0m", NOTES.defaults] });
  });

  it("follows the rider's preferences", async () => {
    const { user } = await registerUser();
    await updatePreferences(db, user.id, { windMinKn: 24, windMaxKn: 35 });
    const noon = (await spotVerdicts(db, spotId, user.id, deps)).find((v) => hourOf(v.forecastDate) === 12);
    expect(noon).toMatchObject({ verdict: "no", reasons: ["Trop peu de vent (20\u00a0nds < 24)"] });
  });

  it("reads the water height from the stored tides for a spot with tide limits", async () => {
    knowledge = { ...westBeach, tide: { minHeightM: 3, maxHeightM: null, note: "Baie qui découvre" } };
    await db.update(spots).set({ tidesComputedAt: now() }).where(eq(spots.id, spotId)); // fresh: not predicted again
    await db.insert(tideTimes).values([
      { spotId, tideTime: new Date(`${DAY}T06:00:00Z`), lastUpdated: now(), height: 6, coefficient: 80, type: "high" },
      { spotId, tideTime: new Date(`${DAY}T12:00:00Z`), lastUpdated: now(), height: 1, coefficient: null, type: "low" },
      { spotId, tideTime: new Date(`${DAY}T18:00:00Z`), lastUpdated: now(), height: 6, coefficient: 82, type: "high" },
    ]);
    try {
      const byHour = Object.fromEntries((await spotVerdicts(db, spotId, userId, deps)).map((v) => [hourOf(v.forecastDate), v]));
      expect(byHour[7]!.verdict).toBe("go");
      expect(byHour[12]).toMatchObject({ verdict: "no", reasons: ["Marée trop basse (1,0\u00a0m < 3,0\u00a0m)"] });
      expect(byHour[16]!.verdict).toBe("go");
      expect(byHour[2]!.reasons).toEqual([REASONS.night()]); // height unknown before 06:00, but a no lists its blockers only
    } finally {
      await db.delete(tideTimes).where(eq(tideTimes.spotId, spotId));
      knowledge = westBeach;
    }
  });
});

describe("spotWindows", () => {
  it("gives the day's « Navigable » window in full daylight: the first and last hours of light are « Limite », not in it", async () => {
    knowledge = westBeach;
    const windows = await spotWindows(db, spotId, userId, deps);
    expect(windows).toEqual([
      {
        start: `${DAY}T06:00:00.000Z`,
        end: `${DAY}T20:00:00.000Z`,
        verdict: "go",
        avgWindKn: 20,
        maxGustKn: 24,
        directionDeg: 250,
        reasons: [WINDOW_ALL_GO, NOTES.defaults],
        kiteSizeM2: 8,
        confidence: "moyenne",
        best: true,
      },
    ]);
    const saved = await spotWeekWindows(db, spotId, savedUserId, deps);
    expect(saved.windows[0]).toMatchObject({ kiteSizeM2: 9, reasons: [WINDOW_ALL_GO] });
    expect(saved.whyNone).toEqual([]);
  });

  it("gives none to a beginner on an expert spot", async () => {
    knowledge = { ...westBeach, level: "confirmé" };
    const { user } = await registerUser();
    await updatePreferences(db, user.id, { level: "débutant" });
    expect(await spotWeekWindows(db, spotId, user.id, deps)).toEqual({ windows: [], whyNone: ["spot au-dessus de votre niveau"] });
    knowledge = westBeach;
  });
});

describe("favoritesWeek", () => {
  it("gives each favourite spot's best verdict per Paris day, and leaves out a spot without knowledge", async () => {
    const { user } = await registerUser();
    const bare = await insertSpots(db, [{ latitude: 43.3, longitude: 5.37 }]);
    try {
      await db.insert(spotFavorites).values([{ userId: user.id, spotId }, { userId: user.id, spotId: bare.spots[0]!.id }]);
      knowledge = westBeach;
      const withoutBare: KnowledgeReader = async (d, id) => {
        if (id !== spotId) throw new NotFound(KNOWLEDGE_MISSING);
        return reader(d, id);
      };
      const week = await favoritesWeek(db, user.id, { ...deps, knowledge: withoutBare });
      // The stored day runs 00:00–23:00 UTC: 02:00 on the 21st to 01:00 on the 22nd in Paris.
      expect(week).toHaveLength(1);
      expect(week[0]).toMatchObject({ spotId, days: [{ day: DAY, verdict: "go", reason: "go" }, { day: "2026-06-22", verdict: "no", reason: "night" }] });
      expect(week[0]!.line?.today).toMatch(/^Aujourd'hui : /);
      await updatePreferences(db, user.id, { windMinKn: 30, windMaxKn: 40 });
      // Not a bare « no »: the day's word says why (20 kn for a 30–40 kn rider).
      expect((await favoritesWeek(db, user.id, { ...deps, knowledge: withoutBare }))[0]!.days[0]).toEqual({ day: DAY, verdict: "no", reason: "tooLight" });
    } finally {
      await bare.remove();
    }
  });

  it("fills in a favourite as soon as its first forecast is stored, though facts are kept a few seconds", async () => {
    const { user } = await registerUser();
    const fresh = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
    const freshId = fresh.spots[0]!.id;
    try {
      await db.insert(spotFavorites).values({ userId: user.id, spotId: freshId });
      knowledge = westBeach;
      // The default time to live: a new rider's first stars, before and just after their forecast came in.
      const kept = { knowledge: reader, now };
      expect(await favoritesWeek(db, user.id, kept)).toEqual([{ spotId: freshId, days: [], line: null }]);
      await db.insert(weatherForecasts).values(forecastRows(freshId, `${DAY}T00:00:00Z`, 24, 20, 250));
      const [week] = await favoritesWeek(db, user.id, kept);
      expect(week!.days[0]).toEqual({ day: DAY, verdict: "go", reason: "go" });
      expect(week!.line?.today).toMatch(/^Aujourd'hui : /);
    } finally {
      await fresh.remove();
    }
  });
});

