import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { DEFAULT_PREFERENCES, PREFERENCE_MESSAGES } from "@/lib/1-domain/validation/preferences";
import { call, registerUser } from "@/tests/support/api";
import { PATCH } from "./route";

const patch = (cookie: string | undefined, body: unknown) => call(PATCH, { method: "PATCH", cookie, body });
const preferencesOf = async (cookie: string) => (await (await call(getUser, { cookie })).json()).preferences;

describe("PATCH /api/user/preferences", () => {
  it("starts from the defaults, saves the new conditions and shows them in GET /api/user", async () => {
    const { cookie } = await registerUser();
    expect(await preferencesOf(cookie)).toEqual(DEFAULT_PREFERENCES);
    const sent = { windMinKn: 15, windMaxKn: 25, level: "confirmé", weightKg: 82, kites: [12, 9], gustMaxKn: 28 };
    const res = await patch(cookie, sent);
    expect(res.status).toBe(200);
    const saved = { ...sent, kites: [9, 12], saved: true, kiteShift: null };
    expect(await res.json()).toEqual(saved);
    expect(await preferencesOf(cookie)).toEqual(saved);
  });

  it("never sets the logbook's kite shift: only « Mes sessions » proposes it (/api/sessions/shift)", async () => {
    const { cookie } = await registerUser();
    const res = await patch(cookie, { kiteShift: 0.8 });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Clé non reconnue/);
    expect((await preferencesOf(cookie)).kiteShift).toBeNull();
  });

  it("changes only what is sent", async () => {
    const { cookie } = await registerUser();
    const saved = { ...DEFAULT_PREFERENCES, saved: true };
    expect(await (await patch(cookie, { level: "débutant" })).json()).toEqual({ ...saved, level: "débutant" });
    // A gust limit never set follows the maximum.
    expect(await (await patch(cookie, { windMaxKn: 20 })).json()).toEqual({ ...saved, windMaxKn: 20, gustMaxKn: 20, level: "débutant" });
    expect(await (await patch(cookie, { gustMaxKn: 26 })).json()).toMatchObject({ windMaxKn: 20, gustMaxKn: 26 });
    const refused = await patch(cookie, { windMaxKn: 30 }); // above the gust limit now set
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(PREFERENCE_MESSAGES.gustBelowMax);
  });

  it("refuses a minimum at or above the stored maximum, and keeps the old values", async () => {
    const { cookie } = await registerUser();
    const res = await patch(cookie, { windMinKn: 30 });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Le vent minimum doit être inférieur au vent maximum");
    expect(await preferencesOf(cookie)).toEqual(DEFAULT_PREFERENCES);
  });

  it("refuses bad values in French", async () => {
    const { cookie } = await registerUser();
    const cases: [unknown, string | RegExp][] = [
      [{ windMinKn: 4 }, PREFERENCE_MESSAGES.windRange],
      [{ windMaxKn: 61 }, "Le vent doit être compris entre 5 et 60 nœuds"],
      [{ windMaxKn: 22.5 }, PREFERENCE_MESSAGES.windWhole],
      [{ windMaxKn: "22" }, PREFERENCE_MESSAGES.windRange],
      [{ level: "pro" }, PREFERENCE_MESSAGES.level],
      [{ weightKg: 20 }, "Indiquez votre poids en kilos, entre 35 et 150"],
      [{ weightKg: "75" }, PREFERENCE_MESSAGES.weight],
      [{ kites: [] }, "Indiquez de 1 à 6 ailes"],
      [{ kites: [5, 6, 7, 8, 9, 10, 12] }, PREFERENCE_MESSAGES.kitesCount],
      [{ kites: [9, 9] }, "Chaque taille d'aile ne figure qu'une fois"],
      [{ kites: [9, 25] }, "Une aile mesure entre 3 et 21 m²"],
      [{ kites: "9,12" }, PREFERENCE_MESSAGES.kitesList],
      [{ gustMaxKn: 8 }, "La limite de rafales doit être comprise entre 10 et 60 nœuds"],
      [{ gustMaxKn: 20 }, "La limite de rafales ne peut pas être inférieure au vent maximum"],
      [{ userId: 1 }, /Clé non reconnue/],
    ];
    for (const [body, message] of cases) {
      const res = await patch(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const text = (await res.json()).message as string;
      if (typeof message === "string") expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    const notJson = await call(PATCH, { method: "PATCH", cookie, rawBody: "level=pro", headers: { "content-type": "application/json" } });
    expect((await notJson.json()).message).toBe(HTTP_ERRORS.notJson);
    expect(await preferencesOf(cookie)).toEqual(DEFAULT_PREFERENCES);
  });

  it("tells a new rider's conditions from saved ones", async () => {
    const { cookie } = await registerUser();
    expect((await preferencesOf(cookie)).saved).toBe(false);
    await patch(cookie, { weightKg: 68, kites: [10] });
    expect(await preferencesOf(cookie)).toEqual({ ...DEFAULT_PREFERENCES, weightKg: 68, kites: [10], saved: true });
  });

  it("answers 401 in French without a session", async () => {
    const res = await patch(undefined, { level: "confirmé" });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Vous devez être connecté.");
  });
});
