import type { Db } from "../../../db/client";
import { alertWarnings } from "../../1-domain/alerts/warnings";
import type { AlertView } from "../../1-domain/validation/alerts";
import type { SavedAlert } from "../../2-stores/alerts/store";
import { getPreferences } from "../../2-stores/users/preferences";

/** An alert as POST/PATCH /api/alerts answer it: with why it cannot fire as set (`warnings`, [] when it can). The spot's level comes with the saved alert, not read again. */
export async function withWarnings(db: Db, userId: number, { alert, spotLevel }: SavedAlert): Promise<AlertView & { warnings: string[] }> {
  return { ...alert, warnings: alertWarnings(alert, await getPreferences(db, userId), spotLevel) };
}
