import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { spots } from "../../../db/schema";
import { alertWarnings } from "../../1-domain/alerts/warnings";
import type { AlertView } from "../../1-domain/validation/alerts";
import { getPreferences } from "../../2-stores/users/preferences";

/** An alert as POST/PATCH /api/alerts answer it: with why it cannot fire as set (`warnings`, [] when it can). */
export async function withWarnings(db: Db, userId: number, alert: AlertView): Promise<AlertView & { warnings: string[] }> {
  const [prefs, [spot]] = await Promise.all([
    getPreferences(db, userId),
    db.select({ level: spots.level }).from(spots).where(eq(spots.id, alert.spotId)),
  ]);
  return { ...alert, warnings: alertWarnings(alert, prefs, spot?.level ?? null) };
}
