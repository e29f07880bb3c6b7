import type { Db } from "../../../db/client";
import { alertWarnings } from "../../1-domain/alerts/warnings";
import type { AlertView } from "../../1-domain/validation/alerts";
import { getPreferences } from "../../2-stores/users/preferences";
import { spotLevel } from "../../2-stores/spots/knowledge";

/** An alert as POST/PATCH /api/alerts answer it: with why it cannot fire as set (`warnings`, [] when it can). */
export async function withWarnings(db: Db, userId: number, alert: AlertView): Promise<AlertView & { warnings: string[] }> {
  const [prefs, level] = await Promise.all([getPreferences(db, userId), spotLevel(db, alert.spotId)]);
  return { ...alert, warnings: alertWarnings(alert, prefs, level) };
}
