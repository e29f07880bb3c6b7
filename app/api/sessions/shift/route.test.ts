import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { GET as getVerdicts } from "@/app/api/spots/[id]/verdicts/route";
import { PATCH as patchPreferences } from "@/app/api/user/preferences/route";
import { SHIFT_MIN_SESSIONS } from "@/lib/1-domain/logbook/kite-shift";
import type { SessionView, ShiftView } from "@/lib/1-domain/logbook/types";
import { SESSION_MESSAGES, type SessionFeel } from "@/lib/1-domain/validation/logbook";
import { NOTES } from "@/lib/1-domain/verdict/messages";
import type { HourVerdict } from "@/lib/1-domain/verdict/types";
import { call, registerUser } from "@/tests/support/api";
import { getDb } from "@/db/client";
import { setKnowledge } from "@/tests/support/knowledge";
import { westBeach } from "@/tests/support/verdict";
import { daysAgo, sessionInput, storeForecast } from "@/tests/support/logbook";
import { insertTestSpots } from "@/tests/support/spots";
import { POST as logSession } from "../route";
import { DELETE as deleteSession } from "../[id]/route";
import { DELETE, GET, POST } from "./route";

/*
 * Five sessions on days 1 to 6 ago, 14 h – 16 h, each forecast at 18 kn (the rule: 9.2 m for 75 kg). A 9 m felt
 * « surtoilé » says the right size was one step smaller: 9 ÷ 1.15 = 7.8 m, a factor of 0.85 on the rule.
 */
let spot: Awaited<ReturnType<typeof insertTestSpots<"a">>>;
beforeAll(async () => {
  spot = await insertTestSpots([{ key: "a", latitude: 12.1, longitude: -32.1 }]);
  for (let day = 1; day <= 7; day++) await storeForecast(spot.ids.a, daysAgo(day), 14, 2, 18);
});
afterAll(() => spot.remove());

const view = async (cookie: string) => (await (await call(GET, { cookie })).json()) as ShiftView;
const apply = (cookie: string | undefined, body: unknown) => call(POST, { method: "POST", cookie, body });
const undo = (cookie: string | undefined) => call(DELETE, { method: "DELETE", cookie });

async function riderWith(feels: SessionFeel[], kiteM2 = 9) {
  const rider = await registerUser();
  const ids: number[] = [];
  for (const [i, feel] of feels.entries()) {
    const res = await call(logSession, { method: "POST", cookie: rider.cookie, body: sessionInput(spot.ids.a, { date: daysAgo(i + 1), kiteM2, feel }) });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as SessionView).id);
  }
  return { ...rider, ids };
}

describe("/api/sessions/shift", () => {
  it(`waits for ${SHIFT_MIN_SESSIONS} sessions with a known wind before comparing`, async () => {
    const { cookie } = await riderWith(["surtoile", "surtoile", "surtoile", "surtoile"]);
    // A fifth session with no forecast for its hours does not count.
    await call(logSession, { method: "POST", cookie, body: sessionInput(spot.ids.a, { date: daysAgo(20), feel: "surtoile" }) });
    expect(await view(cookie)).toEqual({ needed: SHIFT_MIN_SESSIONS, usable: 4, analysis: null, applied: null });
    const refused = await apply(cookie, { factor: 0.85 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(SESSION_MESSAGES.shiftNone);
  });

  it("after five sessions felt « surtoilé », proposes smaller kites; applied, the verdict names a smaller kite and says so; undone, the rule again", async () => {
    const { cookie } = await riderWith(["surtoile", "surtoile", "surtoile", "surtoile", "surtoile"]);
    const proposed = await view(cookie);
    expect(proposed).toEqual({
      needed: SHIFT_MIN_SESSIONS,
      usable: 5,
      applied: null,
      analysis: { sessions: 5, factor: 0.85, meanDiffM2: -1.3, worthShifting: true, example: { windKn: 18, ruleM2: 9.2, shiftedM2: 7.8 } },
    });

    // A spot that rides in a west wind, 18 kn tomorrow at 14 h: the rule names 9 m of a 7/9/12 quiver.
    await call(patchPreferences, { method: "PATCH", cookie, body: { kites: [7, 9, 12] } });
    await setKnowledge(getDb(), spot.ids.a, westBeach);
    await storeForecast(spot.ids.a, daysAgo(-1), 14, 1, 18);
    const tomorrowAt14 = async () => {
      const res = await call(getVerdicts, { cookie, params: { id: String(spot.ids.a) } });
      const hours = (await res.json()) as HourVerdict[];
      return hours.find((h) => h.windKn === 18 && Date.parse(h.forecastDate) > Date.now())!;
    };
    expect((await tomorrowAt14()).kiteSizeM2).toBe(9);

    const res = await apply(cookie, { factor: 0.85 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...proposed, applied: 0.85 });
    expect((await (await call(getUser, { cookie })).json()).preferences.kiteShift).toBe(0.85);
    const shifted = await tomorrowAt14();
    expect(shifted.kiteSizeM2).toBe(7);
    expect(shifted.reasons).toContain(NOTES.kiteShift(0.85));

    const undone = await undo(cookie);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual(proposed);
    expect((await (await call(getUser, { cookie })).json()).preferences.kiteShift).toBeNull();
    expect((await tomorrowAt14()).kiteSizeM2).toBe(9);
  });

  it("applies only the proposal as the rider read it: a session deleted since changes it, and the rider reads it again", async () => {
    const { cookie, ids } = await riderWith(["surtoile", "surtoile", "surtoile", "bien", "bien", "bien"]);
    const before = (await view(cookie)).analysis!;
    expect(before).toMatchObject({ sessions: 6, factor: 0.92, worthShifting: true });
    await call(deleteSession, { method: "DELETE", cookie, params: { id: String(ids[5]) } });
    const refused = await apply(cookie, { factor: before.factor });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(SESSION_MESSAGES.shiftChanged);
    expect((await view(cookie)).applied).toBeNull();
    const after = (await view(cookie)).analysis!;
    expect(after.factor).toBe(0.9);
    expect((await apply(cookie, { factor: after.factor })).status).toBe(200);
  });

  it("proposes nothing to a rider whose kites fit the rule", async () => {
    const { cookie } = await riderWith(["bien", "bien", "bien", "bien", "bien"]);
    expect((await view(cookie)).analysis).toMatchObject({ factor: 0.98, worthShifting: false });
    const refused = await apply(cookie, { factor: 0.98 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(SESSION_MESSAGES.shiftNone);
  });

  it("refuses a factor out of bounds in French, and answers 401 without a session", async () => {
    const { cookie } = await registerUser();
    for (const factor of [0.5, 1.5, "0.85", null]) {
      const res = await apply(cookie, { factor });
      expect(res.status, String(factor)).toBe(400);
      expect((await res.json()).message).toBe(SESSION_MESSAGES.shiftFactor);
    }
    for (const res of [await call(GET, {}), await apply(undefined, { factor: 0.85 }), await undo(undefined)]) expect(res.status).toBe(401);
  });
});
