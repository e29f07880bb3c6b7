import type { AlertDays } from "./days";
import { CREATE_ALERT } from "./create-text";

/*
 * The French texts of the alerts' screens (issue 13): « Créer une alerte » on a forecast page, « Mes alertes »
 * on /profile. Zod-free, so the profile's list can use them without loading validation code (the form's field
 * rules and the day choices' labels live in lib/validation/alerts.ts).
 */
export const ALERT_FORM = {
  create: CREATE_ALERT,
  edit: "Modifier l'alerte",
  description: (spot: string) => `${spot} : soyez prévenu quand une fenêtre navigable s'ouvre.`,
  rideable: "Orientations navigables",
  noSectors: "Orientations navigables inconnues pour ce spot : l'alerte suit le vent seulement.",
  minWind: "Vent minimum (nœuds)",
  maxWind: "Vent maximum (nœuds)",
  minHours: "Durée minimale (heures)",
  days: "Jours",
  leadDays: "Prévenir au plus tôt (jours avant)",
  leadDayOption: (n: number) => (n === 1 ? "1 jour avant" : `${n} jours avant`),
  channels: "Comment être prévenu",
  email: "Par e-mail",
  push: "Par notification",
  submitCreate: "Créer l'alerte",
  submitEdit: "Enregistrer",
  saving: "Enregistrement…",
  cancel: "Annuler",
  created: "Alerte créée",
  createdDescription: "Retrouvez-la dans votre profil, rubrique « Mes alertes ».",
  saved: "Alerte enregistrée",
  failed: "L'alerte n'a pas pu être enregistrée",
} as const;

export const MY_ALERTS = {
  title: "Mes alertes",
  description: "Un e-mail ou une notification quand une fenêtre navigable s'ouvre sur un de vos spots.",
  empty: "Aucune alerte pour l'instant.",
  emptyHint: "Ouvrez les prévisions d'un spot et touchez « Créer une alerte ».",
  browseSpots: "Voir les spots",
  loading: "Chargement de vos alertes…",
  loadFailed: "Vos alertes n'ont pas pu être chargées.",
  retry: "Réessayer",
  paused: "En pause",
  pause: "Pause",
  resume: "Reprendre",
  edit: "Modifier",
  delete: "Supprimer",
  confirmDelete: (spot: string) => `Supprimer l'alerte de ${spot} ?`,
  confirmDeleteYes: "Oui, supprimer",
  deleted: "Alerte supprimée",
  pausedToast: "Alerte en pause",
  resumedToast: "Alerte reprise",
  actionFailed: "L'action n'a pas abouti",
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
