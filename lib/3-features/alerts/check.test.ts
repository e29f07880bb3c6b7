import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import type { Spot } from "@/db/schema";
import { refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { isolatedDatabase } from "@/tests/support/forecast-spots";
import { alertInput, alertSpot, blowingSource, riderWithAlert, type Blow } from "@/tests/support/alerts";
import { listAlerts } from "../../2-stores/alerts/store";
import { createCheckedAlert, updateCheckedAlert } from "./check";
import { deliverDue } from "./deliver";
import { evaluateSpotAlerts } from "./evaluate";

/*
 * Alerts that show they are alive: what « Mes alertes » reads of each alert (its next window that will send a
 * message, or none this week; its last message), right after it is created or edited, and after each forecast.
 */
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let db: Db;
const NOW = new Date("2026-06-17T06:00:00Z"); // Wednesday 08:00 in Paris
const deps = { now: () => NOW };
const THURSDAY = "2026-06-18T08:00:00Z"; // 10:00 in Paris
const SATURDAY = "2026-06-20T09:00:00Z";
const iso = (at: string, plusHours = 0) => new Date(Date.parse(at) + plusHours * 3_600_000).toISOString();

beforeAll(async () => {
  isolated = await isolatedDatabase();
  db = isolated.db;
});
afterAll(() => isolated.stop());

async function spotWith(blows: Blow[]): Promise<Spot> {
  const { spot } = await alertSpot(db);
  expect(await refreshForecast(db, spot, { source: blowingSource(NOW, blows), maxAgeMs: 0, now: () => NOW })).toBe("refreshed");
  return spot;
}

describe("an alert's next window", () => {
  it("is known as soon as the alert is created, and again after each edit", async () => {
    const s = await spotWith([{ startIso: THURSDAY, hours: 4 }, { startIso: SATURDAY, hours: 3 }]);
    const { userId } = await riderWithAlert(db, s.id, { paused: true }); // the rider, with an alert of theirs elsewhere
    const created = await createCheckedAlert(db, userId, alertInput(s.id), undefined, deps);
    expect(created.alert).toMatchObject({ checked: true, nextWindow: { startsAt: iso(THURSDAY), endsAt: iso(THURSDAY, 4) }, lastSentAt: null });
    // Weekends only: Saturday's window, though further than the lead days; it will be announced in time.
    const weekend = await updateCheckedAlert(db, userId, created.alert.id, { days: "weekend", leadDays: 1 }, undefined, deps);
    expect(weekend.alert.nextWindow).toEqual({ startsAt: iso(SATURDAY), endsAt: iso(SATURDAY, 3) });
    // Four hours at least: none this week, and said so (checked, no window).
    const long = await updateCheckedAlert(db, userId, created.alert.id, { minHours: 4 }, undefined, deps);
    expect(long.alert).toMatchObject({ checked: true, nextWindow: null });
    const paused = await updateCheckedAlert(db, userId, created.alert.id, { minHours: 2, paused: true }, undefined, deps);
    expect(paused.alert).toMatchObject({ paused: true, nextWindow: null });
    const listed = (await listAlerts(db, userId, NOW)).find((a) => a.id === created.alert.id);
    expect(listed).toEqual(paused.alert);
  });

  it("follows the forecast: the evaluation after a refresh moves it, and the last message sent is dated", async () => {
    const s = await spotWith([{ startIso: THURSDAY, hours: 4 }]);
    const { userId, alert } = await riderWithAlert(db, s.id);
    const listed = async () => (await listAlerts(db, userId, NOW)).find((a) => a.id === alert.id)!;
    // Written to the table straight: never checked yet, so the list says nothing of it.
    expect(await listed()).toMatchObject({ checked: false, nextWindow: null, lastSentAt: null });
    await evaluateSpotAlerts(db, s.id, NOW);
    expect((await listed()).nextWindow).toEqual({ startsAt: iso(THURSDAY), endsAt: iso(THURSDAY, 4) });
    // Once it has started, it is not « next » any more: nothing is said of it until the next check.
    const during = (await listAlerts(db, userId, new Date(Date.parse(THURSDAY) + 3_600_000))).find((a) => a.id === alert.id)!;
    expect(during).toMatchObject({ checked: false, nextWindow: null });
    const sentAt = new Date(NOW.getTime() + 60_000);
    expect((await deliverDue(db, sentAt, { sendMail: async () => {} })).sent).toBe(1);
    expect((await listed()).lastSentAt).toBe(sentAt.toISOString());
    // A later run loses Thursday and brings Saturday.
    await refreshForecast(db, s, { source: blowingSource(NOW, [{ startIso: SATURDAY, hours: 3 }]), maxAgeMs: 0, now: () => NOW });
    await evaluateSpotAlerts(db, s.id, NOW);
    expect(await listed()).toMatchObject({ nextWindow: { startsAt: iso(SATURDAY), endsAt: iso(SATURDAY, 3) }, lastSentAt: sentAt.toISOString() });
  });
});
