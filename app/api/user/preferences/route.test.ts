import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { NOT_JSON } from "@/lib/4-edge/http/route";
import { DEFAULT_PREFERENCES, PREFERENCE_MESSAGES } from "@/lib/1-domain/validation/preferences";
import { call, registerUser } from "@/tests/support/api";
import { PATCH } from "./route";

const patch = (cookie: string | undefined, body: unknown) => call(PATCH, { method: "PATCH", cookie, body });
const preferencesOf = async (cookie: string) => (await (await call(getUser, { cookie })).json()).preferences;

describe("PATCH /api/user/preferences", () => {
  it("starts from the defaults, saves the new conditions and shows them in GET /api/user", async () => {
    const { cookie } = await registerUser();
    expect(await preferencesOf(cookie)).toEqual(DEFAULT_PREFERENCES);
    const res = await patch(cookie, { windMinKn: 15, windMaxKn: 25, level: "confirmé" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ windMinKn: 15, windMaxKn: 25, level: "confirmé" });
    expect(await preferencesOf(cookie)).toEqual({ windMinKn: 15, windMaxKn: 25, level: "confirmé" });
  });

  it("changes only what is sent", async () => {
    const { cookie } = await registerUser();
    expect(await (await patch(cookie, { level: "débutant" })).json()).toEqual({ ...DEFAULT_PREFERENCES, level: "débutant" });
    expect(await (await patch(cookie, { windMaxKn: 20 })).json()).toEqual({ windMinKn: 12, windMaxKn: 20, level: "débutant" });
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
    expect((await notJson.json()).message).toBe(NOT_JSON);
    expect(await preferencesOf(cookie)).toEqual(DEFAULT_PREFERENCES);
  });

  it("answers 401 in French without a session", async () => {
    const res = await patch(undefined, { level: "confirmé" });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Vous devez être connecté.");
  });
});
