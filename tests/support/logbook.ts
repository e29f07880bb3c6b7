/* For tests only: the rider's logbook — sessions as the form sends them, and the forecast of their hours. */
import { getDb, type Db } from "../../db/client";
import { riderSessions, weatherForecasts, weatherModelHours } from "../../db/schema";
import { addParisDays, parisDayKey, parisInstant } from "../../lib/0-base/time";
import type { CreateSessionInput } from "../../lib/1-domain/validation/logbook";
import { forecastRows } from "./verdict";

/** The Paris day `n` days before today, "yyyy-MM-dd". */
export const daysAgo = (n: number, now = new Date()) => parisDayKey(addParisDays(now, -n));

/** A session as « Noter une session » sends it: yesterday 14 h – 16 h on a 9 m, felt « bien ». */
export const sessionInput = (spotId: number, overrides: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  spotId,
  date: daysAgo(1),
  startHour: 14,
  endHour: 16,
  kiteM2: 9,
  feel: "bien",
  ...overrides,
});

/** The spot's stored forecast (the current one) over a Paris day's hours, `kn` knots. */
export async function storeForecast(spotId: number, day: string, fromHour: number, hours: number, kn: number, db: Db = getDb()) {
  await db.insert(weatherForecasts).values(forecastRows(spotId, parisInstant(day, fromHour).toISOString(), hours, kn));
}

/** The blend's kept hours (what was forecast before each hour), `kn` knots. */
export async function storeBlend(spotId: number, day: string, fromHour: number, hours: number, kn: number, db: Db = getDb()) {
  const rows = forecastRows(spotId, parisInstant(day, fromHour).toISOString(), hours, kn);
  await db.insert(weatherModelHours).values(rows.map((r) => ({ ...r, model: "blend" })));
}

/** A session stored as POST /api/sessions would, ending at `endsAt` (its hours, one before): a realtime test's scene. */
export async function insertSessionRow(userId: number, spotId: number, endsAt: Date, kiteM2 = 9, db: Db = getDb()) {
  const startsAt = new Date(endsAt.getTime() - 3_600_000);
  const day = parisDayKey(startsAt);
  const [row] = await db
    .insert(riderSessions)
    .values({ userId, spotId, day, startHour: 14, endHour: 15, startsAt, endsAt, kiteM2, feel: "bien" })
    .returning();
  return row!;
}
