import { ALERT_DAYS, type AlertDays } from "../alerts/days";
import { z } from "../../0-base/zod";
import { PREFERENCE_MESSAGES, WindKnotsSchema } from "./preferences";
import { SpotIdNumberSchema } from "./spots";

/* Alerts: POST /api/alerts, PATCH /api/alerts/{id} and the « Créer une alerte » form. */
const ALERT_MIN_HOURS = 1;
const ALERT_MAX_HOURS = 12;
export const ALERT_MIN_LEAD_DAYS = 1;
export const ALERT_MAX_LEAD_DAYS = 7;
export const MAX_ALERTS_PER_RIDER = 20;

export const ALERT_DAY_LABELS: Record<AlertDays, string> = {
  all: "Tous les jours",
  weekend: "Week-end seulement",
  weekdays: "Semaine seulement",
};

export const ALERT_MESSAGES = {
  windRange: PREFERENCE_MESSAGES.windRange,
  windWhole: PREFERENCE_MESSAGES.windWhole,
  minBelowMax: PREFERENCE_MESSAGES.minBelowMax,
  hours: `La durée minimale doit être comprise entre ${ALERT_MIN_HOURS} et ${ALERT_MAX_HOURS} heures`,
  days: "Choisissez : tous les jours, le week-end seulement ou la semaine seulement",
  leadDays: `Choisissez un délai de ${ALERT_MIN_LEAD_DAYS} à ${ALERT_MAX_LEAD_DAYS} jours`,
  channel: "Choisissez au moins un moyen d'être prévenu : e-mail ou notification",
  channelType: "Indiquez oui ou non",
  paused: "Indiquez si l'alerte est en pause par oui ou non",
  tooMany: `Vous avez déjà ${MAX_ALERTS_PER_RIDER} alertes : supprimez-en une pour en créer une autre`,
  notFound: "Alerte introuvable.",
  idInvalid: "ID de l'alerte invalide",
} as const;

const fields = {
  minWindKn: WindKnotsSchema,
  maxWindKn: WindKnotsSchema,
  minHours: z.number(ALERT_MESSAGES.hours).int(ALERT_MESSAGES.hours).min(ALERT_MIN_HOURS, ALERT_MESSAGES.hours).max(ALERT_MAX_HOURS, ALERT_MESSAGES.hours),
  days: z.enum(ALERT_DAYS, ALERT_MESSAGES.days),
  leadDays: z
    .number(ALERT_MESSAGES.leadDays)
    .int(ALERT_MESSAGES.leadDays)
    .min(ALERT_MIN_LEAD_DAYS, ALERT_MESSAGES.leadDays)
    .max(ALERT_MAX_LEAD_DAYS, ALERT_MESSAGES.leadDays),
  email: z.boolean(ALERT_MESSAGES.channelType),
  push: z.boolean(ALERT_MESSAGES.channelType),
};

const minBelowMax = (v: { minWindKn?: number; maxWindKn?: number }) =>
  v.minWindKn === undefined || v.maxWindKn === undefined || v.minWindKn < v.maxWindKn;
const oneChannel = (v: { email?: boolean; push?: boolean }) => v.email !== false || v.push !== false;

/** The alert's settings, as the form edits them (without the spot); min < max on the maximum, the channel rule on « push ». */
export const AlertSettingsSchema = z
  .strictObject(fields)
  .refine(minBelowMax, { message: ALERT_MESSAGES.minBelowMax, path: ["maxWindKn"] })
  .refine(oneChannel, { message: ALERT_MESSAGES.channel, path: ["push"] });
export type AlertSettingsInput = z.input<typeof AlertSettingsSchema>;
export type AlertSettings = z.output<typeof AlertSettingsSchema>;

/** POST /api/alerts. */
export const CreateAlertSchema = z
  .strictObject({ spotId: SpotIdNumberSchema, ...fields })
  .refine(minBelowMax, { message: ALERT_MESSAGES.minBelowMax, path: ["maxWindKn"] })
  .refine(oneChannel, { message: ALERT_MESSAGES.channel, path: ["push"] });
export type CreateAlertInput = z.output<typeof CreateAlertSchema>;

/** PATCH /api/alerts/{id}: any of the settings and `paused`; the rules are checked again on the merged alert. */
export const AlertPatchSchema = z.strictObject({ ...fields, paused: z.boolean(ALERT_MESSAGES.paused) }).partial();
export type AlertPatch = z.output<typeof AlertPatchSchema>;

/** What GET /api/alerts lists and POST/PATCH answer. */
export type AlertView = {
  id: number;
  spotId: number;
  spotName: string;
  minWindKn: number;
  maxWindKn: number;
  minHours: number;
  days: AlertDays;
  leadDays: number;
  email: boolean;
  push: boolean;
  paused: boolean;
  createdAt: string;
  /** What its last check found (at creation, each edit and after each forecast): the next window that will send a message. */
  nextWindow: { startsAt: string; endsAt: string } | null;
  /** Whether it was ever checked: `nextWindow` null then means « Aucun créneau cette semaine ». */
  checked: boolean;
  /** When its last message (e-mail or notification) went out. */
  lastSentAt: string | null;
};
