import { RIDEABLE_SECTORS, SAVE, WIND_MAX_LABEL, WIND_MIN_LABEL } from "../site/messages";
import { CREATE_ALERT } from "./messages-create";
import { CANCEL } from "./messages-my-alerts";

/*
 * The French texts of the alerts' screens: « Créer une alerte » on a forecast page, « Mes alertes »
 * on /profile. Zod-free, so the profile's list can use them without loading validation code (the form's field
 * rules and the day choices' labels live in lib/1-domain/validation/alerts.ts).
 */
export const ALERT_FORM = {
  create: CREATE_ALERT,
  edit: "Modifier l'alerte",
  description: (spot: string) => `${spot} : soyez prévenu quand une fenêtre navigable s'ouvre.`,
  rideable: RIDEABLE_SECTORS,
  noSectors: "Orientations navigables inconnues pour ce spot : l'alerte suit le vent seulement.",
  minWind: WIND_MIN_LABEL,
  maxWind: WIND_MAX_LABEL,
  minHours: "Durée minimale (heures)",
  days: "Jours",
  leadDays: "Prévenir au plus tôt (jours avant)",
  leadDayOption: (n: number) => (n === 1 ? "1 jour avant" : `${n} jours avant`),
  channels: "Comment être prévenu",
  email: "Par e-mail",
  push: "Par notification",
  submitCreate: "Créer l'alerte",
  submitEdit: SAVE,
  saving: "Enregistrement…",
  cancel: CANCEL,
  created: "Alerte créée",
  createdDescription: "Retrouvez-la dans votre profil, rubrique « Mes alertes ».",
  saved: "Alerte enregistrée",
  failed: "L'alerte n'a pas pu être enregistrée",
} as const;

/* « Mes alertes » and an alert in plain French, in a module of their own: the profile ships none of the form's texts. */
export { describeAlert, MY_ALERTS } from "./messages-my-alerts";
