import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spotModelSkill, spots, spotWindStations, weatherModelHours, windStationHours, windStations } from "@/db/schema";
import { KMH_PER_KNOT } from "@/lib/1-domain/live-wind/units";
import { MS_TO_KNOTS } from "@/lib/1-domain/wind";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { MODEL_LABELS, skillSummary } from "../../1-domain/models/messages";
import { refreshAllSkills, SKILL_TTL_MS, spotModels } from "./skill";

/*
 * A known synthetic history at one spot with one station, 60 hours long: the station measures 10 to 14 knots;
 * ICON-EU says half a knot less every hour, the blend one knot more, GFS three more, AROME alternately two
 * more and two less, ARPEGE exactly right but over 30 hours only (fewer than 48), ECMWF was never stored.
 * In a database of its own: the OpenWindMap tests poll beside this file and choose every spot's station again.
 */
const HOUR = 3_600_000;
const NOW = new Date(Math.floor(Date.now() / HOUR) * HOUR + 20 * 60_000);
const hourAgo = (i: number) => new Date(Math.floor(NOW.getTime() / HOUR) * HOUR - (i + 1) * HOUR);
const measuredKn = (i: number) => 10 + (i % 5);
const HISTORY = 60;

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let spotId: number;
let lonelySpotId: number;

beforeAll(async () => {
  isolated = await isolatedDatabase();
  const { db } = isolated;
  const place = { description: "test", hydrographicZero: 0, hydrographicSource: "test" };
  [{ id: spotId }, { id: lonelySpotId }] = await db
    .insert(spots)
    .values([
      { name: "Compétence des modèles", latitude: 47.2, longitude: -2.5, ...place },
      { name: "Sans balise", latitude: 45, longitude: 6, ...place },
    ])
    .returning({ id: spots.id });
  await db.insert(windStations).values([
    { id: 501, name: "Balise A", latitude: 47.21, longitude: -2.5, measuredAt: NOW, windAvgKmh: 20 },
    { id: 502, name: "Balise B", latitude: 47.22, longitude: -2.5, measuredAt: NOW, windAvgKmh: 20 },
  ]);
  await db.insert(spotWindStations).values([
    { spotId, stationId: 501, distanceKm: 1.1 },
    { spotId: lonelySpotId, stationId: null, distanceKm: null },
  ]);
  await db.insert(windStationHours).values(
    Array.from({ length: HISTORY }, (_, i) => ({
      stationId: 501, hour: hourAgo(i), readings: 1, sumAvgKmh: measuredKn(i) * KMH_PER_KNOT, maxKmh: 30, sumHeadingSin: 0, sumHeadingCos: 1,
    })),
  );
  const offsets: Record<string, (i: number) => number | null> = {
    blend: () => 1,
    icon_eu: () => -0.5,
    gfs_seamless: () => 3,
    meteofrance_arome_france_hd: (i) => (i % 2 ? 2 : -2),
    meteofrance_arpege_europe: (i) => (i < 30 ? 0 : null),
  };
  await db.insert(weatherModelHours).values(
    Object.entries(offsets).flatMap(([model, offset]) =>
      Array.from({ length: HISTORY }, (_, i) => i)
        .filter((i) => offset(i) !== null)
        .map((i) => ({
          spotId, model, forecastDate: hourAgo(i), lastUpdated: new Date(hourAgo(i).getTime() - HOUR),
          temperature: 12, windSpeed: (measuredKn(i) + offset(i)!) / MS_TO_KNOTS, windDirection: 270, windGust: null, humidity: 70, description: "Couvert",
        })),
    ),
  );
});
afterAll(() => isolated.stop());

describe("the models' skill at a spot", () => {
  it("gives each model's error, bias and compared hours against its station, names the best and makes it the default", async () => {
    const answer = await spotModels(isolated.db, spotId, NOW);
    expect(answer).toMatchObject({ station: true, windowDays: 14, minComparedHours: 48, best: "icon_eu", default: "icon_eu" });
    const byId = Object.fromEntries(answer.models.map((m) => [m.id, m]));
    expect(answer.models.map((m) => m.id)).toEqual(["blend", "meteofrance_arome_france_hd", "meteofrance_arpege_europe", "icon_eu", "ecmwf_ifs025", "gfs_seamless"]);
    expect(byId.icon_eu).toEqual({ id: "icon_eu", label: MODEL_LABELS.icon_eu, maeKn: 0.5, biasKn: -0.5, comparedHours: HISTORY });
    expect(byId.blend).toMatchObject({ maeKn: 1, biasKn: 1, comparedHours: HISTORY });
    expect(byId.gfs_seamless).toMatchObject({ maeKn: 3, biasKn: 3, comparedHours: HISTORY });
    expect(byId.meteofrance_arome_france_hd).toMatchObject({ maeKn: 2, biasKn: 0, comparedHours: HISTORY });
    // Never wrong, but over 30 hours only: not enough to be called the best.
    expect(byId.meteofrance_arpege_europe).toMatchObject({ maeKn: 0, biasKn: 0, comparedHours: 30 });
    expect(byId.ecmwf_ifs025).toMatchObject({ maeKn: null, biasKn: null, comparedHours: 0 });
    expect(MODEL_LABELS.meteofrance_arome_france_hd).toBe("AROME France HD (1,5 km, 2 jours)");

    expect(skillSummary(byId.gfs_seamless, answer.minComparedHours)).toBe("erreur moyenne 3,0\u00a0nds · surestime de 3\u00a0nds ici");
    expect(skillSummary(byId.icon_eu, answer.minComparedHours)).toBe("erreur moyenne 0,5\u00a0nds · sous-estime de 0,5\u00a0nd ici");
    expect(skillSummary(byId.meteofrance_arome_france_hd, answer.minComparedHours)).toBe("erreur moyenne 2,0\u00a0nds · sans biais ici");
    expect(skillSummary(byId.meteofrance_arpege_europe, answer.minComparedHours)).toBe("pas encore assez de mesures");
  });

  it("keeps the figures an hour, then computes them again; at once when the spot's station changed", async () => {
    const { db } = isolated;
    await spotModels(db, spotId, NOW);
    // ECMWF's hours arrive (exactly right): not seen while the cached figures are less than an hour old.
    await db.insert(weatherModelHours).values(
      Array.from({ length: HISTORY }, (_, i) => ({
        spotId, model: "ecmwf_ifs025", forecastDate: hourAgo(i), lastUpdated: hourAgo(i), temperature: 12,
        windSpeed: measuredKn(i) / MS_TO_KNOTS, windDirection: 270, windGust: null, humidity: 70, description: "Couvert",
      })),
    );
    const cached = await spotModels(db, spotId, new Date(NOW.getTime() + SKILL_TTL_MS - 60_000));
    expect(cached.best).toBe("icon_eu");
    const [row] = await db.select().from(spotModelSkill).where(eq(spotModelSkill.spotId, spotId));
    expect(row.computedAt.getTime()).toBe(NOW.getTime());

    const later = await spotModels(db, spotId, NOW);
    expect(later.best).toBe("icon_eu"); // still within the hour at NOW
    await db.update(spotWindStations).set({ stationId: 502 }).where(eq(spotWindStations.spotId, spotId));
    const otherStation = await spotModels(db, spotId, NOW);
    expect(otherStation.best).toBeNull(); // station B has measured nothing
    expect(otherStation.models.every((m) => m.comparedHours === 0)).toBe(true);
    await db.update(spotWindStations).set({ stationId: 501 }).where(eq(spotWindStations.spotId, spotId));
    expect((await spotModels(db, spotId, NOW)).best).toBe("ecmwf_ifs025");
  });

  it("without a station: every model, no skill, the blend by default", async () => {
    const answer = await spotModels(isolated.db, lonelySpotId, NOW);
    expect(answer.station).toBe(false);
    expect(answer.best).toBeNull();
    expect(answer.default).toBe("blend");
    expect(answer.models).toHaveLength(6);
    expect(answer.models.every((m) => m.maeKn === null && m.biasKn === null && m.comparedHours === 0)).toBe(true);
  });

  it("the hourly job writes every stationed spot's figures into the cache, so a page reads them without computing", async () => {
    const { db } = isolated;
    await db.delete(spotModelSkill);
    const later = new Date(NOW.getTime() + 5 * 60_000);
    const report = await refreshAllSkills(db, later);
    expect(report).toMatchObject({ spots: 1, withBest: 1, failed: 0 });
    const rows = await db.select().from(spotModelSkill);
    expect(rows.map((r) => [r.spotId, r.best, r.computedAt.getTime()])).toEqual([[spotId, "ecmwf_ifs025", later.getTime()]]);
    // A page within the hour gets the job's figures (computedAt unchanged: nothing computed again).
    expect((await spotModels(db, spotId, new Date(later.getTime() + 10 * 60_000))).best).toBe("ecmwf_ifs025");
    const [row] = await db.select().from(spotModelSkill).where(eq(spotModelSkill.spotId, spotId));
    expect(row.computedAt.getTime()).toBe(later.getTime());
  });
});
