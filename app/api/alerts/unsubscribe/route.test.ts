import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "@/lib/1-domain/alerts/unsubscribe-token";
import { unsubscribeApiPath, UNSUBSCRIBE_PAGE_PATH } from "@/lib/3-features/alerts/unsubscribe";
import { UNSUBSCRIBE_TEXTS } from "@/lib/1-domain/alerts/messages-unsubscribe";
import { env } from "@/lib/0-base/env";
import { HTTP_ERRORS } from "@/lib/0-base/errors";
import { ALERT_MESSAGES, type AlertView } from "@/lib/1-domain/validation/alerts";
import { alertInput } from "@/tests/support/alerts";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { DELETE } from "../[id]/route";
import { GET as list, POST as create } from "../route";
import { GET, POST } from "./route";

let spot: Awaited<ReturnType<typeof insertTestSpots<"a">>>;
beforeAll(async () => {
  spot = await insertTestSpots([{ key: "a", latitude: 10.4, longitude: -30.4 }]);
});
afterAll(() => spot.remove());

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-dest": "document" };
const ONE_CLICK = "List-Unsubscribe=One-Click";

/** As a mail provider sends it (RFC 8058): no cookie, no Origin, the token in the URL, the form body. */
function oneClick(path: string, init: { body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.type) headers.set("content-type", init.type);
  const req = new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: init.body ?? ONE_CLICK });
  return POST(req, {});
}
const providerPost = (path: string) => oneClick(path, { type: "application/x-www-form-urlencoded" });
const get = (path: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost:3000${path}`, { headers }), {});

async function riderWithAlert() {
  const rider = await registerUser();
  const alert = (await (await call(create, { method: "POST", cookie: rider.cookie, body: alertInput(spot.ids.a) })).json()) as AlertView;
  const isPaused = async () => ((await (await call(list, { cookie: rider.cookie })).json()) as { alerts: AlertView[] }).alerts[0]!.paused;
  return { ...rider, alert, link: unsubscribeApiPath(alert.id), isPaused };
}

describe("/api/alerts/unsubscribe", () => {
  it("GET changes nothing: a browser is sent to the page, another client reads the alert", async () => {
    const { alert, link, isPaused } = await riderWithAlert();
    const page = await get(link, BROWSER);
    expect(page.status).toBe(303);
    const token = new URL(link, "http://x").searchParams.get("token")!;
    expect(page.headers.get("location")).toBe(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`);
    const scanner = await get(link);
    expect(scanner.status).toBe(200);
    expect(await scanner.json()).toEqual({ alertId: alert.id, spotName: spot.names.a, paused: false });
    expect(await isPaused()).toBe(false);
  });

  it("POST List-Unsubscribe=One-Click without cookie or Origin pauses the alert, and again harmlessly", async () => {
    const { link, isPaused } = await riderWithAlert();
    for (let i = 0; i < 2; i++) {
      const res = await providerPost(link);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: UNSUBSCRIBE_TEXTS.pausedTitle, spotName: spot.names.a });
      expect(await isPaused()).toBe(true);
    }
  });

  it("takes the one-click body as multipart/form-data too", async () => {
    const { link, isPaused } = await riderWithAlert();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await oneClick(link, { body: form })).status).toBe(200);
    expect(await isPaused()).toBe(true);
  });

  it("sends the page's button back to the page, which then says the alert is paused", async () => {
    const { link, isPaused } = await riderWithAlert();
    const res = await oneClick(link, { type: "application/x-www-form-urlencoded", headers: { ...BROWSER, origin: "http://localhost:3000" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^${UNSUBSCRIBE_PAGE_PATH}\\?token=`));
    expect(await isPaused()).toBe(true);
  });

  it("refuses a forged, foreign or missing token with a French 400 and pauses nothing", async () => {
    const { alert, isPaused } = await riderWithAlert();
    const genuine = signUnsubscribeToken(alert.id, env().BETTER_AUTH_SECRET);
    const forged = [
      `${alert.id}.${"A".repeat(43)}`,
      signUnsubscribeToken(alert.id, "another-secret-of-at-least-32-characters"),
      `${alert.id + 1}.${genuine.split(".")[1]}`,
      genuine.slice(0, -2),
      "%ZZ",
    ];
    for (const token of forged) {
      const path = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const res of [await providerPost(path), await get(path)]) {
        expect(res.status, token).toBe(400);
        expect(await res.json()).toEqual({ message: UNSUBSCRIBE_TEXTS.invalidLink });
      }
    }
    expect((await providerPost("/api/alerts/unsubscribe")).status).toBe(400);
    expect(await isPaused()).toBe(false);
  });

  it("wants the one-click form body: anything else is a French 400 and pauses nothing", async () => {
    const { link, isPaused } = await riderWithAlert();
    const cases: [Parameters<typeof oneClick>[1], string][] = [
      [{ type: "application/x-www-form-urlencoded", body: "List-Unsubscribe=Later" }, UNSUBSCRIBE_TEXTS.notOneClick],
      [{ type: "application/x-www-form-urlencoded", body: "" }, UNSUBSCRIBE_TEXTS.notOneClick],
      [{ type: "application/json", body: JSON.stringify({ "List-Unsubscribe": "One-Click" }) }, HTTP_ERRORS.notForm],
      [{ type: "multipart/form-data; boundary=x", body: "not multipart" }, HTTP_ERRORS.notForm],
    ];
    for (const [init, message] of cases) {
      const res = await oneClick(link, init);
      expect(res.status, init?.type).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await isPaused()).toBe(false);
  });

  it("answers 404 in French for a deleted alert's link", async () => {
    const { cookie, alert, link } = await riderWithAlert();
    expect((await call(DELETE, { method: "DELETE", cookie, params: { id: String(alert.id) } })).status).toBe(204);
    for (const res of [await providerPost(link), await get(link)]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: ALERT_MESSAGES.notFound });
    }
  });
});
