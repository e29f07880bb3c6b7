import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_WARNINGS } from "@/lib/1-domain/alerts/warnings";
import { ALERT_MESSAGES, type AlertView } from "@/lib/1-domain/validation/alerts";
import { alertInput } from "@/tests/support/alerts";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { GET, POST } from "../route";
import { DELETE, PATCH } from "./route";

let spot: Awaited<ReturnType<typeof insertTestSpots<"a">>>;
beforeAll(async () => {
  spot = await insertTestSpots([{ key: "a", latitude: 10.3, longitude: -30.3 }]);
});
afterAll(() => spot.remove());

const list = async (cookie: string) => ((await (await call(GET, { cookie })).json()) as { alerts: AlertView[] }).alerts;
const patch = (cookie: string | undefined, id: number | string, body: unknown) =>
  call(PATCH, { method: "PATCH", cookie, body, params: { id: String(id) } });
const remove = (cookie: string | undefined, id: number | string) => call(DELETE, { method: "DELETE", cookie, params: { id: String(id) } });

async function riderWithAlert() {
  const rider = await registerUser();
  const res = await call(POST, { method: "POST", cookie: rider.cookie, body: alertInput(spot.ids.a) });
  const { warnings: _, ...alert } = (await res.json()) as AlertView & { warnings: string[] };
  return { ...rider, alert };
}

describe("PATCH and DELETE /api/alerts/{id}", () => {
  it("changes only what is sent, pauses and resumes, and answers the whole alert", async () => {
    const { cookie, alert } = await riderWithAlert();
    const res = await patch(cookie, alert.id, { maxWindKn: 30, days: "weekdays", push: true });
    expect(res.status).toBe(200);
    const edited = { ...alert, maxWindKn: 30, days: "weekdays", push: true };
    expect(await res.json()).toEqual({ ...edited, warnings: [] });
    expect(await (await patch(cookie, alert.id, { paused: true })).json()).toEqual({ ...edited, paused: true, warnings: [] });
    expect(await list(cookie)).toEqual([{ ...edited, paused: true }]);
    expect(await (await patch(cookie, alert.id, { paused: false })).json()).toEqual({ ...edited, warnings: [] });
  });

  it("says when the edited range lies outside the rider's own conditions, and saves it anyway", async () => {
    const { cookie, alert } = await riderWithAlert(); // the rider: 12–30 kn
    const res = await patch(cookie, alert.id, { minWindKn: 32, maxWindKn: 40 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ minWindKn: 32, maxWindKn: 40, warnings: [ALERT_WARNINGS.outsideRange(32, 40, 12, 30)] });
  });

  it("checks the rules on the merged alert, in French, and keeps the old values", async () => {
    const { cookie, alert } = await riderWithAlert(); // 15–25 kn, e-mail only
    const cases: [unknown, string][] = [
      [{ minWindKn: 25 }, ALERT_MESSAGES.minBelowMax],
      [{ maxWindKn: 10 }, ALERT_MESSAGES.minBelowMax],
      [{ email: false }, ALERT_MESSAGES.channel],
      [{ minHours: 13 }, ALERT_MESSAGES.hours],
      [{ leadDays: 8 }, ALERT_MESSAGES.leadDays],
      [{ days: "dimanche" }, ALERT_MESSAGES.days],
      [{ maxWindKn: 61 }, ALERT_MESSAGES.windRange],
      [{ paused: "oui" }, ALERT_MESSAGES.paused],
    ];
    for (const [body, message] of cases) {
      const res = await patch(cookie, alert.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message, JSON.stringify(body)).toBe(message);
    }
    expect(await list(cookie)).toEqual([alert]);
    // Both channels switched in one request is a valid change.
    expect((await patch(cookie, alert.id, { email: false, push: true })).status).toBe(200);
  });

  it("deletes the rider's alert: 204, then gone from the list and 404", async () => {
    const { cookie, alert } = await riderWithAlert();
    const res = await remove(cookie, alert.id);
    expect(res.status).toBe(204);
    expect(await list(cookie)).toEqual([]);
    const again = await remove(cookie, alert.id);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(ALERT_MESSAGES.notFound);
  });

  it("treats another rider's alert as unknown: 404, untouched, absent from their list", async () => {
    const owner = await riderWithAlert();
    const other = await registerUser();
    for (const res of [await patch(other.cookie, owner.alert.id, { paused: true }), await remove(other.cookie, owner.alert.id), await patch(other.cookie, 999_999_999, { paused: true })]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(ALERT_MESSAGES.notFound);
    }
    expect(await list(other.cookie)).toEqual([]);
    expect(await list(owner.cookie)).toEqual([owner.alert]);
  });

  it("answers a bad id with a French 400, and 401 without a session", async () => {
    const { cookie, alert } = await riderWithAlert();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await patch(cookie, id, { paused: true });
      expect(res.status, id).toBe(400);
      expect((await res.json()).message).toBe(ALERT_MESSAGES.idInvalid);
    }
    for (const res of [await patch(undefined, alert.id, { paused: true }), await remove(undefined, alert.id)]) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("Vous devez être connecté.");
    }
    expect(await list(cookie)).toEqual([alert]);
  });
});
