import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { weatherForecasts, weatherModelHours } from "@/db/schema";
import { UNKNOWN_MODEL } from "@/lib/1-domain/models/messages";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/forecast/messages";
import { KNOWLEDGE_MISSING, NOTES } from "@/lib/1-domain/verdict/messages";
import { updatePreferences } from "@/lib/2-stores/users/preferences";
import { VERDICTS, type HourVerdict } from "@/lib/1-domain/verdict/types";
import { call, registerUser } from "@/tests/support/api";
import { insertSpots } from "@/tests/support/forecast-spots";
import { setKnowledge } from "@/tests/support/knowledge";
import { forecastRows, westBeach } from "@/tests/support/verdict";
import { GET } from "./route";

const db = getDb();
const HOURS = 48;
let spotId: number;
let bareSpotId: number;
let remove: () => Promise<unknown>;

beforeAll(async () => {
  const inserted = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }, { latitude: 43.3, longitude: 5.37 }]);
  [spotId, bareSpotId] = inserted.spots.map((s) => s.id) as [number, number];
  remove = inserted.remove;
  await setKnowledge(db, spotId, westBeach);
  const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  await db.insert(weatherForecasts).values(forecastRows(spotId, thisHour, HOURS, 20, 260));
  // ICON-EU sees a gale over the same hours (the verdict follows the chosen model).
  await db.insert(weatherModelHours).values(forecastRows(spotId, thisHour, HOURS, 45, 260).map((r) => ({ ...r, model: "icon_eu" })));
  // ECMWF agrees with the blend's 20 kn: two models 25 kn apart, the confidence is « faible » and said.
  await db.insert(weatherModelHours).values(forecastRows(spotId, thisHour, HOURS, 20, 260).map((r) => ({ ...r, model: "ecmwf_ifs025" })));
});
afterAll(() => remove());

const get = (cookie: string | undefined, id: string) => call(GET, { cookie, params: { id } });

describe("GET /api/spots/{id}/verdicts", () => {
  it("answers one verdict per stored hour with French reasons, and the rider's preferences change them", async () => {
    const { cookie, user } = await registerUser();
    const res = await get(cookie, String(spotId));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const verdicts = (await res.json()) as HourVerdict[];
    expect(verdicts).toHaveLength(HOURS);
    for (const v of verdicts) {
      expect(Object.keys(v).sort()).toEqual(["codes", "confidence", "forecastDate", "gustKn", "kiteSizeM2", "reasons", "verdict", "windKn"]);
      // The blend's 20 kn gusting 24; the default 75 kg rider's advised kite; ICON-EU's gale against ECMWF.
      expect(v).toMatchObject({ windKn: 20, gustKn: 24, kiteSizeM2: 8, confidence: "faible" });
      expect(VERDICTS).toContain(v.verdict);
      expect(v.reasons.length).toBeGreaterThan(0);
    }
    expect(verdicts.some((v) => v.verdict === "go")).toBe(true); // 20 knots onshore-ish in daylight
    expect(verdicts.some((v) => v.reasons.includes("Nuit"))).toBe(true);
    // Each blocking or capping reason has its code, in the same order; the notes after them (the models'
    // disagreement, the defaults in use) have none, and a « go » has none: its first reason is a summary.
    for (const v of verdicts) {
      if (v.verdict === "go") expect(v.codes).toEqual([]);
      else expect(v.codes!.length).toBeGreaterThan(0);
      if (v.verdict === "no") expect(v.codes).toHaveLength(v.reasons.length);
    }
    expect(verdicts.filter((v) => v.reasons.includes("Nuit")).every((v) => v.codes!.includes("night"))).toBe(true);
    const go = verdicts.find((v) => v.verdict === "go")!;
    expect(go.reasons).toEqual(["Conditions réunies (20\u00a0nds, onshore), aile conseillée ≈\u00a08\u00a0m", NOTES.disagree(20, 45), NOTES.defaults]);

    await updatePreferences(db, user.id, { weightKg: 90, kites: [7, 10] });
    const kitted = (await (await get(cookie, String(spotId))).json()) as typeof verdicts;
    expect(kitted.find((v) => v.verdict === "go")).toMatchObject({ kiteSizeM2: 10, reasons: ["Conditions réunies sur 10\u00a0m (20\u00a0nds, onshore)", NOTES.disagree(20, 45)] });

    await updatePreferences(db, user.id, { windMinKn: 40, windMaxKn: 50 });
    const after = (await (await get(cookie, String(spotId))).json()) as typeof verdicts;
    expect(after.every((v) => v.verdict === "no")).toBe(true);
    expect(after.filter((v) => !v.reasons.includes("Nuit")).every((v) => v.reasons.includes("Trop peu de vent (20\u00a0nds < 40)"))).toBe(true);
  });

  it.each(["abc", "0", "-1", "1.5"])("refuses the id %s with 400 « ID du spot invalide »", async (id) => {
    const { cookie } = await registerUser();
    const res = await get(cookie, id);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(SPOT_ID_INVALID);
  });

  it("answers 404 for an unknown spot, and for a spot whose knowledge is not filled in", async () => {
    const { cookie } = await registerUser();
    const unknown = await get(cookie, "999999999");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(SPOT_NOT_FOUND);
    const bare = await get(cookie, String(bareSpotId));
    expect(bare.status).toBe(404);
    expect((await bare.json()).message).toBe(KNOWLEDGE_MISSING);
  });

  it("answers 401 in French without a session", async () => {
    const res = await get(undefined, String(spotId));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Vous devez être connecté.");
  });
});

describe("GET /api/spots/{id}/verdicts?model=", () => {
  const withModel = (cookie: string, model: string) => call(GET, { cookie, path: `/api/spots/${spotId}/verdicts?model=${model}`, params: { id: String(spotId) } });

  it("judges the chosen model's hours, the default forecast without it", async () => {
    const { cookie } = await registerUser();
    const icon = (await (await withModel(cookie, "icon_eu")).json()) as { verdict: string; reasons: string[] }[];
    expect(icon).toHaveLength(HOURS);
    expect(icon.every((v) => v.verdict === "no")).toBe(true);
    expect(icon.filter((v) => !v.reasons.includes("Nuit")).every((v) => v.reasons.some((r) => r.startsWith("Trop de vent (45\u00a0nds")))).toBe(true);
    const plain = (await (await get(cookie, String(spotId))).json()) as { verdict: string }[];
    expect(plain.some((v) => v.verdict === "go")).toBe(true);
    expect(await (await withModel(cookie, "blend")).json()).toEqual(plain);
    // A model with no stored hours here: nothing to judge.
    expect(await (await withModel(cookie, "gfs_seamless")).json()).toEqual([]);
  });

  it("refuses an unknown model with 400 in French", async () => {
    const { cookie } = await registerUser();
    const res = await withModel(cookie, "arome");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(UNKNOWN_MODEL);
  });
});
