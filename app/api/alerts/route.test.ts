import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { alerts, spots } from "@/db/schema";
import { PATCH as patchPreferences } from "@/app/api/user/preferences/route";
import { ALERT_WARNINGS } from "@/lib/1-domain/alerts/warnings";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { ALERT_MESSAGES, MAX_ALERTS_PER_RIDER, type AlertView } from "@/lib/1-domain/validation/alerts";
import { ALERT_SETTINGS, alertInput, insertAlerts } from "@/tests/support/alerts";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { GET, POST } from "./route";

let spot: Awaited<ReturnType<typeof insertTestSpots<"a" | "b">>>;
beforeAll(async () => {
  spot = await insertTestSpots([
    { key: "a", latitude: 10.1, longitude: -30.1 },
    { key: "b", latitude: 10.2, longitude: -30.2 },
  ]);
});
afterAll(() => spot.remove());

const db = getDb();
const create = (cookie: string | undefined, body: unknown) => call(POST, { method: "POST", cookie, body });
const list = async (cookie: string) => ((await (await call(GET, { cookie })).json()) as { alerts: AlertView[] }).alerts;

describe("POST and GET /api/alerts", () => {
  it("creates an alert with its spot's name and lists the rider's alerts in creation order", async () => {
    const { cookie } = await registerUser();
    expect(await list(cookie)).toEqual([]);
    const res = await create(cookie, alertInput(spot.ids.a));
    expect(res.status).toBe(201);
    const { warnings, ...first } = (await res.json()) as AlertView & { warnings: string[] };
    expect(warnings).toEqual([]);
    expect(first).toEqual({
      id: expect.any(Number),
      spotId: spot.ids.a,
      spotName: spot.names.a,
      ...ALERT_SETTINGS,
      paused: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Checked at once: this spot has no forecast stored, so no window this week; nothing sent yet.
      checked: true,
      nextWindow: null,
      lastSentAt: null,
    });
    const { warnings: _, ...second } = (await (await create(cookie, alertInput(spot.ids.b, { days: "weekend", leadDays: 7, email: false, push: true }))).json()) as AlertView & {
      warnings: string[];
    };
    expect(second).toMatchObject({ spotName: spot.names.b, days: "weekend", leadDays: 7, email: false, push: true });
    expect(await list(cookie)).toEqual([first, second]);
  });

  it("saves an alert that cannot fire, and says why in French (a beginner on an expert spot, a range no kite fits)", async () => {
    const { cookie } = await registerUser();
    await call(patchPreferences, { method: "PATCH", cookie, body: { level: "débutant", kites: [9, 12], windMaxKn: 40, gustMaxKn: 45 } });
    await db.update(spots).set({ level: "confirmé" }).where(eq(spots.id, spot.ids.b));
    try {
      const res = await create(cookie, alertInput(spot.ids.b, { minWindKn: 28, maxWindKn: 38 }));
      expect(res.status).toBe(201);
      expect(((await res.json()) as { warnings: string[] }).warnings).toEqual([
        ALERT_WARNINGS.level("confirmé", "débutant"),
        "Aucune de vos ailes (9, 12 m) ne convient entre 28 et 38 nds : l'alerte ne se déclenchera pas.",
      ]);
      expect(await list(cookie)).toHaveLength(1);
    } finally {
      await db.update(spots).set({ level: "intermédiaire" }).where(eq(spots.id, spot.ids.b));
    }
  });

  it("keeps the origin the rider reached the app on, for the links of the alert's e-mails", async () => {
    const { cookie } = await registerUser();
    const saved = process.env.APP_URL;
    delete process.env.APP_URL;
    try {
      const res = await call(POST, { method: "POST", cookie, body: alertInput(spot.ids.a), headers: { host: "127.0.0.1:3400" } });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as AlertView;
      const [row] = await getDb().select({ linkOrigin: alerts.linkOrigin }).from(alerts).where(eq(alerts.id, id));
      expect(row!.linkOrigin).toBe("http://127.0.0.1:3400");
    } finally {
      process.env.APP_URL = saved;
    }
  });

  it("refuses each broken rule in French and stores nothing", async () => {
    const { cookie } = await registerUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ minWindKn: 20, maxWindKn: 20 }, ALERT_MESSAGES.minBelowMax],
      [{ minWindKn: 25, maxWindKn: 15 }, ALERT_MESSAGES.minBelowMax],
      [{ minWindKn: 4 }, ALERT_MESSAGES.windRange],
      [{ maxWindKn: 61 }, ALERT_MESSAGES.windRange],
      [{ minHours: 0 }, ALERT_MESSAGES.hours],
      [{ minHours: 13 }, ALERT_MESSAGES.hours],
      [{ leadDays: 0 }, ALERT_MESSAGES.leadDays],
      [{ leadDays: 8 }, ALERT_MESSAGES.leadDays],
      [{ days: "lundi" }, ALERT_MESSAGES.days],
      [{ email: false, push: false }, ALERT_MESSAGES.channel],
      [{ spotId: "abc" }, SPOT_ID_INVALID],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(cookie, { ...alertInput(spot.ids.a), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await res.json()).message, JSON.stringify(overrides)).toBe(message);
    }
    const unknownSpot = await create(cookie, alertInput(999_999_999));
    expect(unknownSpot.status).toBe(404);
    expect((await unknownSpot.json()).message).toBe(SPOT_NOT_FOUND);
    expect(await list(cookie)).toEqual([]);
  });

  it(`keeps a rider at ${MAX_ALERTS_PER_RIDER} alerts, even with parallel requests`, async () => {
    const { cookie, user } = await registerUser();
    await insertAlerts(user.id, spot.ids.a, MAX_ALERTS_PER_RIDER - 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(cookie, alertInput(spot.ids.b))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect((await res.json()).message).toBe(ALERT_MESSAGES.tooMany);
    expect(await list(cookie)).toHaveLength(MAX_ALERTS_PER_RIDER);

    const twentyFirst = await create(cookie, alertInput(spot.ids.a));
    expect(twentyFirst.status).toBe(409);
    expect((await twentyFirst.json()).message).toBe(ALERT_MESSAGES.tooMany);
    // The cap is per rider: another one still creates.
    const other = await registerUser();
    expect((await create(other.cookie, alertInput(spot.ids.a))).status).toBe(201);
  });

  it("answers 401 in French without a session", async () => {
    for (const res of [await call(GET, {}), await create(undefined, alertInput(spot.ids.a))]) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Vous devez être connecté.");
    }
  });
});
