/*
 * For tests only: a spot with knowledge, a rider and an alert of their own, and forecasts that hold chosen
 * windows. Alert tests run on a database of their own (isolatedDatabase): a delivery sweep sends every due
 * message of its database, so two test files sharing one would deliver each other's.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { alertDeliveries, alertWindows, alerts, users } from "../../db/schema";
import type { AlertDays } from "../../lib/1-domain/alerts/days";
import type { CreateAlertInput } from "../../lib/1-domain/validation/alerts";
import type { ForecastSource } from "../../lib/3-features/forecast-refresh/refresh";
import type { ForecastHour } from "../../lib/2-stores/open-meteo/open-meteo";
import { parisDayStart } from "../../lib/0-base/time";
import { HOUR_MS } from "../../lib/1-domain/verdict/daylight";
import { insertSpots } from "./forecast-spots";
import { setKnowledge } from "./knowledge";
import { ms, westBeach } from "./verdict";

/** A stretch of wind: from `startIso` (UTC), `hours` hours of `kn` knots from the west (onshore at westBeach). */
export type Blow = { startIso: string; hours: number; kn?: number };
const CALM_KN = 4;

/**
 * A provider answering 7 days from `now`'s Paris midnight: calm (« no » everywhere) except the blows given.
 * `offsetMin` shifts every hour (a forecast on another time grid: a window that moved by 30 minutes).
 */
export function blowingSource(now: Date, blows: Blow[], offsetMin = 0): ForecastSource {
  const first = parisDayStart(now).getTime();
  const hours = () =>
    Array.from({ length: 7 * 24 }, (_, i): ForecastHour => {
      const t = first + i * HOUR_MS;
      const blow = blows.find((b) => t >= Date.parse(b.startIso) && t < Date.parse(b.startIso) + b.hours * HOUR_MS);
      const kn = blow ? (blow.kn ?? 20) : CALM_KN;
      return {
        forecastDate: new Date(t + offsetMin * 60_000),
        temperature: 18,
        windSpeed: ms(kn),
        windDirection: 270,
        windGust: ms(kn + 4),
        humidity: 70,
        weatherCode: 1,
        description: "Peu nuageux",
        model: "test",
      };
    });
  return async () => ({ blend: { hours: hours() }, models: {} });
}

/** A west-facing spot near Brest with its knowledge (tides from the Brest gauge). */
export async function alertSpot(db: Db) {
  const { spots, remove } = await insertSpots(db, [{ latitude: 48.39, longitude: -4.49 }]);
  const spot = spots[0]!;
  await setKnowledge(db, spot.id, westBeach);
  return { spot, remove };
}

export type AlertFields = {
  minWindKn?: number;
  maxWindKn?: number;
  minHours?: number;
  days?: AlertDays;
  leadDays?: number;
  email?: boolean;
  push?: boolean;
  paused?: boolean;
  linkOrigin?: string;
};

export async function createAlert(db: Db, userId: number, spotId: number, fields: AlertFields = {}) {
  const [row] = await db
    .insert(alerts)
    .values({ userId, spotId, minWindKn: 12, maxWindKn: 30, minHours: 2, days: "all", leadDays: 3, email: true, push: false, ...fields })
    .returning();
  return row!;
}

/** A rider (with an e-mail address of their own) and an alert of theirs on `spotId`. */
export async function riderWithAlert(db: Db, spotId: number, fields: AlertFields = {}) {
  const username = `alerte${crypto.randomBytes(4).toString("hex")}`;
  const [user] = await db.insert(users).values({ username, email: `${username}@example.fr` }).returning();
  const alert = await createAlert(db, user!.id, spotId, fields);
  return { userId: user!.id, email: user!.email, alert };
}

export async function windowsOf(db: Db, alertId: number) {
  return db.select().from(alertWindows).where(eq(alertWindows.alertId, alertId)).orderBy(alertWindows.startsAt);
}

export async function deliveriesOf(db: Db, userId: number) {
  return db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId)).orderBy(alertDeliveries.id);
}

/* For tests only: a valid alert's settings, and alerts written straight to the table (a rider's backlog). */
export const ALERT_SETTINGS = { minWindKn: 15, maxWindKn: 25, minHours: 2, days: "all", leadDays: 3, email: true, push: false } as const;

export const alertInput = (spotId: number, overrides: Partial<CreateAlertInput> = {}): CreateAlertInput => ({ spotId, ...ALERT_SETTINGS, ...overrides });

export async function insertAlerts(userId: number, spotId: number, n: number): Promise<number[]> {
  const rows = await getDb()
    .insert(alerts)
    .values(Array.from({ length: n }, () => ({ userId, ...alertInput(spotId) })))
    .returning({ id: alerts.id });
  return rows.map((r) => r.id);
}
