import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb } from "@/db/client";
import { insertSpots, isolatedDatabase } from "@/tests/support/forecast-spots";
import { readForecast } from "@/lib/2-stores/forecasts/weather";
import { FORECAST_DAYS } from "@/lib/2-stores/open-meteo/open-meteo";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/tests/fakes/open-meteo-server";
import { call } from "@/tests/support/api";
import { liveForSpot } from "@/lib/3-features/live-wind/live";
import { startFakeOpenWindMap, type FakeOpenWindMap } from "@/tests/fakes/openwindmap-server";
import { startFakeResend } from "@/tests/fakes/resend-server";
import { alertSpot, blowingSource, riderWithAlert } from "@/tests/support/alerts";
import { refreshForecast } from "@/lib/3-features/forecast-refresh/refresh";
import { parisDayStart } from "@/lib/0-base/time";
import { windowWhen } from "@/lib/1-domain/alerts/messages";

const SECRET = "cron-secret-for-tests-0123456789";
let fake: FakeOpenMeteo;
let owm: FakeOpenWindMap;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
const sharedDatabaseUrl = process.env.DATABASE_URL;

// lib/0-base/env reads the environment once per module graph: each case loads the route afresh.
async function loadRoute(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  return import("./route");
}

// The route refreshes every spot of its database: it gets one of its own, so that it neither refreshes the
// spots of the test files running beside it nor depends on them.
beforeAll(async () => {
  fake = await startFakeOpenMeteo({ port: 0 });
  owm = await startFakeOpenWindMap({ stations: [{ id: 501, name: "Wissant cron", latitude: 50.91, longitude: 1.665, windAvgKmh: 30 }] });
  isolated = await isolatedDatabase();
  await closeDb();
  process.env.DATABASE_URL = isolated.url;
});
afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = sharedDatabaseUrl;
  await isolated.stop();
  await fake.close();
  await owm.close();
});

describe("/api/cron/refresh-forecasts", () => {
  it("answers 404 while CRON_SECRET is not configured", async () => {
    const { GET } = await loadRoute({ CRON_SECRET: undefined });
    const res = await call(GET, { headers: { authorization: "Bearer anything" } });
    expect(res.status).toBe(404);
    expect(fake.calls).toBe(0);
  });

  it("answers 401 without the right bearer token, calling nobody", async () => {
    const { GET } = await loadRoute({ CRON_SECRET: SECRET, OPEN_METEO_BASE_URL: fake.url });
    for (const authorization of [undefined, "Bearer wrong-secret-0123456789xx", SECRET, `Bearer ${SECRET}x`]) {
      const res = await call(GET, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
    }
    expect(fake.calls).toBe(0);
  });

  it("refreshes every spot's forecast and tides with the secret and reports the counts", async () => {
    const { GET, POST } = await loadRoute({ CRON_SECRET: SECRET, OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_MARINE_BASE_URL: fake.url, OPENWINDMAP_BASE_URL: owm.url });
    const { spots } = await insertSpots(isolated.db, [
      { latitude: 50.9, longitude: 1.66 },
      { latitude: 43.1, longitude: 6.1 },
      { latitude: 47.5, longitude: -3.1 },
    ]);
    const res = await call(GET, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ spots: 3, refreshed: 3, fresh: 0, busy: 0, failed: 0, tides: 3, sea: 3, liveWind: "polled" });
    expect(fake.marineCalls).toBe(1);
    // The models' skill is recomputed for every spot with a station (the queue's models-skill job, inline).
    expect(body.skill).toMatchObject({ failed: 0 });
    expect(body.skill.spots).toBeGreaterThanOrEqual(1);
    // On Vercel the cron is the live wind's poller: the spot near Wissant now has its station.
    expect(owm.liveCalls).toBe(1);
    expect((await liveForSpot(isolated.db, spots[0].id)).station?.name).toBe("Wissant cron");
    for (const spot of spots) {
      expect(await readForecast(isolated.db, spot.id)).toHaveLength(FORECAST_DAYS * 24);
      expect(fake.callsFor(spot.latitude, spot.longitude)).toBe(1);
    }
    // A second run an instant later finds everything fresh and calls nobody (POST works as GET).
    const again = await call(POST, { method: "POST", headers: { authorization: `Bearer ${SECRET}` } });
    expect(await again.json()).toMatchObject({ spots: 3, refreshed: 0, fresh: 3, tides: 0, sea: 0, liveWind: "skipped" });
    expect(owm.liveCalls).toBe(1);
    // The three spots asked for in one request (several coordinates), each once: the forecast and the sea alike.
    expect(fake.calls).toBe(1);
    expect(fake.marineCalls).toBe(1);
  });

  it("evaluates the alerts of the spots that have one, sends their e-mails and reports the counts", async () => {
    const resend = await startFakeResend({ port: 0 });
    try {
      const { GET } = await loadRoute({
        CRON_SECRET: SECRET,
        OPEN_METEO_BASE_URL: fake.url,
        OPENWINDMAP_BASE_URL: owm.url,
        RESEND_API_KEY: "re_cron_alerts",
        RESEND_BASE_URL: resend.url,
      });
      // A spot whose fresh forecast blows 20 knots onshore tomorrow from 10:00 to 14:00 (Paris), and an alert on it.
      const { spot } = await alertSpot(isolated.db);
      const start = new Date(parisDayStart(new Date(Date.now() + 86_400_000)).getTime() + 10 * 3_600_000);
      const blow = { startIso: start.toISOString(), hours: 4 };
      await refreshForecast(isolated.db, spot, { source: blowingSource(new Date(), [blow]), maxAgeMs: 0 });
      const { email } = await riderWithAlert(isolated.db, spot.id);

      const res = await call(GET, { headers: { authorization: `Bearer ${SECRET}` } });
      expect(res.status).toBe(200);
      expect((await res.json()).alerts).toMatchObject({
        evaluation: { spots: 1, alerts: 1, opened: 1, deliveries: 1, errors: 0 },
        delivery: { sent: 1, retried: 0, failed: 0 },
      });
      const mail = await resend.waitForMail(email, 1000);
      expect(mail.subject).toBe(`Alizé : ça navigue à ${spot.name} ${windowWhen(start, new Date(start.getTime() + 4 * 3_600_000))}`);

      // The next run finds the same window: nothing more is sent.
      const again = await call(GET, { headers: { authorization: `Bearer ${SECRET}` } });
      expect((await again.json()).alerts).toMatchObject({ evaluation: { opened: 0, kept: 1 }, delivery: { sent: 0 } });
      expect(resend.mails).toHaveLength(1);
    } finally {
      await resend.close();
    }
  });
});
