import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, riderSessions } from "@/db/schema";
import { PATCH as patchPreferences } from "@/app/api/user/preferences/route";
import { addParisDays, parisDayKey } from "@/lib/0-base/time";
import type { SessionList, SessionView } from "@/lib/1-domain/logbook/types";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { PREFERENCE_MESSAGES } from "@/lib/1-domain/validation/preferences";
import { SESSION_MAX_AGE_DAYS, SESSION_MESSAGES, SESSION_NOTE_MAX } from "@/lib/1-domain/validation/logbook";
import { SESSION_RATE } from "@/lib/3-features/logbook/sessions";
import { call, registerUser } from "@/tests/support/api";
import { daysAgo, sessionInput, storeBlend, storeForecast } from "@/tests/support/logbook";
import { insertTestSpots } from "@/tests/support/spots";
import { DELETE } from "./[id]/route";
import { GET, POST } from "./route";

let spot: Awaited<ReturnType<typeof insertTestSpots<"a" | "b">>>;
beforeAll(async () => {
  spot = await insertTestSpots([
    { key: "a", latitude: 11.1, longitude: -31.1 },
    { key: "b", latitude: 11.2, longitude: -31.2 },
  ]);
  // Yesterday 14 h – 16 h at A: 18 then 18 kn forecast; two days ago, 20 kn.
  await storeForecast(spot.ids.a, daysAgo(1), 14, 2, 18);
  await storeForecast(spot.ids.a, daysAgo(2), 10, 3, 20);
});
afterAll(() => spot.remove());

const create = (cookie: string | undefined, body: unknown) => call(POST, { method: "POST", cookie, body });
const list = async (cookie: string) => ((await (await call(GET, { cookie })).json()) as SessionList).sessions;
const remove = (cookie: string | undefined, id: number | string) => call(DELETE, { method: "DELETE", cookie, params: { id: String(id) } });

describe("POST and GET /api/sessions", () => {
  it("logs a session beside what Alizé forecast (no station: nothing measured) and lists the rider's newest first", async () => {
    const { cookie } = await registerUser();
    expect(await list(cookie)).toEqual([]);
    const res = await create(cookie, sessionInput(spot.ids.a, { feel: "surtoile", note: "  Clapot costaud  " }));
    expect(res.status).toBe(201);
    const first = (await res.json()) as SessionView;
    expect(first).toEqual({
      id: expect.any(Number),
      spotId: spot.ids.a,
      spotName: spot.names.a,
      date: daysAgo(1),
      startHour: 14,
      endHour: 16,
      kiteM2: 9,
      feel: "surtoile",
      note: "Clapot costaud",
      forecastKn: 18,
      measuredKn: null,
      ruleKiteM2: 9.2, // 2.2 × 75 kg ÷ 18 kn
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const older = (await (await create(cookie, sessionInput(spot.ids.a, { date: daysAgo(2), startHour: 10, endHour: 13, kiteM2: 7.5, note: "" }))).json()) as SessionView;
    expect(older).toMatchObject({ forecastKn: 20, note: null, ruleKiteM2: 8.3 });
    const unknown = (await (await create(cookie, sessionInput(spot.ids.b, { date: daysAgo(0), startHour: 0, endHour: 1 }))).json()) as SessionView;
    expect(unknown).toMatchObject({ spotName: spot.names.b, forecastKn: null, measuredKn: null, ruleKiteM2: null });
    expect(await list(cookie)).toEqual([unknown, first, older]);
    // Another rider sees none of them.
    expect(await list((await registerUser()).cookie)).toEqual([]);
  });

  it("takes what Alizé forecast before the hours (the blend's kept hours) over the forecast made since", async () => {
    const { cookie } = await registerUser();
    const day = daysAgo(3);
    await storeForecast(spot.ids.b, day, 8, 2, 12);
    await storeBlend(spot.ids.b, day, 8, 1, 16); // 08 h as forecast then; 09 h from the current forecast only
    const res = await create(cookie, sessionInput(spot.ids.b, { date: day, startHour: 8, endHour: 10 }));
    expect(((await res.json()) as SessionView).forecastKn).toBe(14);
  });

  it("measures the rule against the rider's own weight", async () => {
    const { cookie } = await registerUser();
    await call(patchPreferences, { method: "PATCH", cookie, body: { weightKg: 90 } });
    const res = await create(cookie, sessionInput(spot.ids.a));
    expect(((await res.json()) as SessionView).ruleKiteM2).toBe(11); // 2.2 × 90 ÷ 18
  });

  it("refuses each broken rule in French, and stores nothing", async () => {
    const { cookie } = await registerUser();
    const tomorrow = parisDayKey(addParisDays(new Date(), 1));
    const cases: [Record<string, unknown>, string][] = [
      [{ date: tomorrow }, SESSION_MESSAGES.dayFuture],
      [{ date: daysAgo(SESSION_MAX_AGE_DAYS + 1) }, SESSION_MESSAGES.dayTooOld],
      [{ date: "2026-02-30" }, SESSION_MESSAGES.day],
      [{ date: "hier" }, SESSION_MESSAGES.day],
      [{ date: 20260614 }, SESSION_MESSAGES.day],
      [{ startHour: 16, endHour: 16 }, SESSION_MESSAGES.hoursOrder],
      [{ startHour: 17, endHour: 15 }, SESSION_MESSAGES.hoursOrder],
      [{ endHour: 24 }, SESSION_MESSAGES.hour],
      [{ startHour: -1 }, SESSION_MESSAGES.hour],
      [{ startHour: 9.5 }, SESSION_MESSAGES.hour],
      [{ kiteM2: 2.5 }, PREFERENCE_MESSAGES.kiteSize],
      [{ kiteM2: 22 }, PREFERENCE_MESSAGES.kiteSize],
      [{ kiteM2: 9.3 }, PREFERENCE_MESSAGES.kiteHalf],
      [{ feel: "trop" }, SESSION_MESSAGES.feel],
      [{ note: "x".repeat(SESSION_NOTE_MAX + 1) }, SESSION_MESSAGES.noteLong],
      [{ note: 12 }, SESSION_MESSAGES.note],
      [{ spotId: "abc" }, SPOT_ID_INVALID],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(cookie, { ...sessionInput(spot.ids.a), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await res.json()).message, JSON.stringify(overrides)).toBe(message);
    }
    const extra = await create(cookie, { ...sessionInput(spot.ids.a), userId: 1 });
    expect(extra.status).toBe(400);
    const unknownSpot = await create(cookie, sessionInput(999_999_999));
    expect(unknownSpot.status).toBe(404);
    expect((await unknownSpot.json()).message).toBe(SPOT_NOT_FOUND);
    expect(await list(cookie)).toEqual([]);
    // The bounds themselves are fine: today, a year ago, 0 h to 23 h, a note of the full length.
    expect((await create(cookie, sessionInput(spot.ids.a, { date: daysAgo(0), startHour: 0, endHour: 23, note: "x".repeat(SESSION_NOTE_MAX) }))).status).toBe(201);
    expect((await create(cookie, sessionInput(spot.ids.a, { date: daysAgo(SESSION_MAX_AGE_DAYS) }))).status).toBe(201);
  });

  it("refuses a session over hours already logged (two taps store one), and takes the next hours", async () => {
    const { cookie } = await registerUser();
    const answers = await Promise.all([create(cookie, sessionInput(spot.ids.a)), create(cookie, sessionInput(spot.ids.b))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toBe(SESSION_MESSAGES.overlap);
    expect((await create(cookie, sessionInput(spot.ids.a, { startHour: 15, endHour: 18 }))).status).toBe(409);
    expect((await create(cookie, sessionInput(spot.ids.a, { startHour: 16, endHour: 18 }))).status).toBe(201);
    expect(await list(cookie)).toHaveLength(2);
  });

  it(`allows ${SESSION_RATE.max} sessions an hour per rider, then says when to come back`, async () => {
    const { cookie, user } = await registerUser();
    await getDb().insert(rateLimits).values({ key: `logbook:user:${user.id}`, count: SESSION_RATE.max - 1 });
    expect((await create(cookie, sessionInput(spot.ids.a))).status).toBe(201);
    const refused = await create(cookie, sessionInput(spot.ids.a, { date: daysAgo(4) }));
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(SESSION_MESSAGES.rateLimited);
    expect(refused.headers.get("retry-after")).toBe(String(SESSION_RATE.windowSeconds));
    expect(await list(cookie)).toHaveLength(1);
  });

  it("answers 401 in French without a session", async () => {
    for (const res of [await call(GET, {}), await create(undefined, sessionInput(spot.ids.a))]) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Vous devez être connecté.");
    }
  });
});

describe("DELETE /api/sessions/{id}", () => {
  it("deletes the rider's session: 204, then gone and 404", async () => {
    const { cookie } = await registerUser();
    const session = (await (await create(cookie, sessionInput(spot.ids.a))).json()) as SessionView;
    expect((await remove(cookie, session.id)).status).toBe(204);
    expect(await list(cookie)).toEqual([]);
    const again = await remove(cookie, session.id);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(SESSION_MESSAGES.notFound);
  });

  it("treats another rider's session as unknown: 404, never 403, and leaves it", async () => {
    const owner = await registerUser();
    const session = (await (await create(owner.cookie, sessionInput(spot.ids.a))).json()) as SessionView;
    const other = await registerUser();
    for (const id of [session.id, 999_999_999]) {
      const res = await remove(other.cookie, id);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(SESSION_MESSAGES.notFound);
    }
    const [row] = await getDb().select().from(riderSessions).where(eq(riderSessions.id, session.id));
    expect(row).toBeDefined();
    expect(await list(owner.cookie)).toEqual([session]);
  });

  it("answers a bad id with a French 400, and 401 without a session", async () => {
    const { cookie } = await registerUser();
    for (const id of ["abc", "0", "-3", "2.5", "99999999999"]) {
      const res = await remove(cookie, id);
      expect(res.status, id).toBe(400);
      expect((await res.json()).message).toBe(SESSION_MESSAGES.idInvalid);
    }
    expect((await remove(undefined, 1)).status).toBe(401);
  });
});
