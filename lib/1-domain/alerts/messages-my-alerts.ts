import type { AlertDays } from "./days";
import { RETRY } from "../../0-base/errors";
import { ACTION_FAILED, CONFIRM_DELETE } from "../site/messages";
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { NO_WINDOW } from "../verdict/messages";

/* The texts of « Mes alertes » on /profile, apart from the form's (lib/1-domain/alerts/messages-ui.ts re-exports them). */

/** « Annuler »: the form's, and the one that keeps an alert the rider nearly deleted. */
export const CANCEL = "Annuler";
export const MY_ALERTS_TITLE = "Mes alertes";

export const MY_ALERTS = {
  title: MY_ALERTS_TITLE,
  description: "Un e-mail ou une notification quand une fenêtre navigable s'ouvre sur un de vos spots.",
  empty: "Aucune alerte pour l'instant.",
  emptyHint: "Ouvrez les prévisions d'un spot et touchez « Créer une alerte ».",
  browseSpots: "Voir les spots",
  loading: "Chargement de vos alertes…",
  loadFailed: "Vos alertes n'ont pas pu être chargées.",
  retry: RETRY,
  paused: "En pause",
  pause: "Pause",
  resume: "Reprendre",
  edit: "Modifier",
  delete: "Supprimer",
  confirmDelete: (spot: string) => `Supprimer l'alerte de ${spot} ?`,
  confirmDeleteYes: CONFIRM_DELETE,
  deleted: "Alerte supprimée",
  pausedToast: "Alerte en pause",
  resumedToast: "Alerte reprise",
  actionFailed: ACTION_FAILED,
  forecastLink: (spot: string) => `Prévisions de ${spot}`,
} as const;

const DAYS_SHORT: Record<AlertDays, string> = { all: "tous les jours", weekend: "week-end", weekdays: "en semaine" };

type Described = { minWindKn: number; maxWindKn: number; minHours: number; days: AlertDays; leadDays: number; email: boolean; push: boolean };

/** « 15–25 nœuds, 2 h min., week-end, jusqu'à 3 jours avant, e-mail + notification » */
export function describeAlert(alert: Described): string {
  const channels = [alert.email && "e-mail", alert.push && "notification"].filter(Boolean).join(" + ");
  const lead = alert.leadDays === 1 ? "1 jour" : `${alert.leadDays} jours`;
  return `${alert.minWindKn}–${alert.maxWindKn} nœuds, ${alert.minHours} h min., ${DAYS_SHORT[alert.days]}, jusqu'à ${lead} avant, ${channels}`;
}

// Made at first use: « sam. 5 déc., 18:02 » in Paris time.
let sentFormat: Intl.DateTimeFormat | undefined;
const sentWhen = (iso: string) =>
  (sentFormat ??= new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })).format(
    new Date(iso),
  );

/** What an alert's last check found: the window that will send the next message, or none; its last message. */
export const ALERT_STATUS = {
  /** « Prochain créneau qui déclenchera : lun. 11 h–14 h » */
  next: (when: string) => `Prochain créneau qui déclenchera : ${when}`,
  none: NO_WINDOW,
  lastSent: (iso: string) => `Dernier message : ${sentWhen(iso)}`,
} as const;
