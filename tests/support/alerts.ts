import { getDb } from "../../db/client";
import { alerts } from "../../db/schema";
import type { CreateAlertInput } from "../../lib/validation/alerts";

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
