import { formatFactorChange } from "../../0-base/format";
import { addParisDays, parisDayKey } from "../../0-base/time";
import { z } from "../../0-base/zod";
import { SESSION_FEELS, type SessionFeel } from "../../../db/column-types";
import { KITE_SHIFT_MAX, KITE_SHIFT_MIN } from "../verdict/kite-size";
import { KiteSizeSchema, PREFERENCE_MESSAGES } from "./preferences";
import { SpotIdNumberSchema } from "./spots";

/*
 * « Mes sessions » (docs/decisions/0030-rider-logbook.md): POST /api/sessions and the « Noter une session » form.
 * A session is ridden on a Paris day, from one whole hour to a later one, on a kite of the quiver's bounds.
 */
export { SESSION_FEELS, type SessionFeel };

export const SESSION_NOTE_MAX = 500;
/** How far back a session may be logged: older ones have neither forecast nor measurement left to compare. */
export const SESSION_MAX_AGE_DAYS = 365;
export const LAST_HOUR = 23;

export const SESSION_MESSAGES = {
  day: "Indiquez le jour de la session (AAAA-MM-JJ)",
  dayFuture: "Une session se note le jour même ou après : ce jour n'est pas encore arrivé",
  dayTooOld: `Notez une session des ${SESSION_MAX_AGE_DAYS} derniers jours`,
  hour: `Indiquez une heure entière, de 0 à ${LAST_HOUR}`,
  hoursOrder: "L'heure de fin doit venir après l'heure de début",
  kiteSize: PREFERENCE_MESSAGES.kiteSize,
  feel: "Choisissez votre ressenti : sous-toilé, bien ou surtoilé",
  note: "La note doit être un texte",
  noteLong: `La note ne peut pas dépasser ${SESSION_NOTE_MAX} caractères`,
  notFound: "Session introuvable.",
  idInvalid: "ID de la session invalide",
  overlap: "Vous avez déjà noté une session sur ces heures : supprimez-la ou changez les heures",
  rateLimited: "Trop de sessions notées en peu de temps. Réessayez dans une heure.",
  shiftFactor: `Indiquez le décalage proposé, de ${formatFactorChange(KITE_SHIFT_MIN)} à ${formatFactorChange(KITE_SHIFT_MAX)}`,
  shiftNone: "Alizé n'a pas de décalage à vous proposer pour l'instant.",
  shiftChanged: "La proposition a changé depuis son affichage : relisez-la avant de l'appliquer.",
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written "yyyy-MM-dd" (no 31 June). */
function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Today in Paris, and the first day a session may be logged for: read at each check, so a form left open overnight follows. */
export const todayInParis = (now = new Date()) => parisDayKey(now);
const oldestDay = (now = new Date()) => parisDayKey(addParisDays(now, -SESSION_MAX_AGE_DAYS));

const hour = z.number(SESSION_MESSAGES.hour).int(SESSION_MESSAGES.hour).min(0, SESSION_MESSAGES.hour).max(LAST_HOUR, SESSION_MESSAGES.hour);

const fields = {
  spotId: SpotIdNumberSchema,
  date: z
    .string(SESSION_MESSAGES.day)
    .refine(isCalendarDay, SESSION_MESSAGES.day)
    .refine((day) => day <= todayInParis(), SESSION_MESSAGES.dayFuture)
    .refine((day) => day >= oldestDay(), SESSION_MESSAGES.dayTooOld),
  startHour: hour,
  endHour: hour,
  kiteM2: KiteSizeSchema,
  feel: z.enum(SESSION_FEELS, SESSION_MESSAGES.feel),
  note: z
    .string(SESSION_MESSAGES.note)
    .trim()
    .max(SESSION_NOTE_MAX, SESSION_MESSAGES.noteLong)
    .nullish()
    .transform((note) => note || null),
};

/** POST /api/sessions and its form; the hours' order is reported on the end hour. */
export const CreateSessionSchema = z
  .strictObject(fields)
  .refine((v) => v.startHour < v.endHour, { message: SESSION_MESSAGES.hoursOrder, path: ["endHour"] });
export type CreateSessionInput = z.input<typeof CreateSessionSchema>;
export type NewSession = z.output<typeof CreateSessionSchema>;

/** POST /api/sessions/shift: the factor the rider read and accepts (refused if the proposal has changed since). */
export const ApplyShiftSchema = z.strictObject({
  factor: z.number(SESSION_MESSAGES.shiftFactor).min(KITE_SHIFT_MIN, SESSION_MESSAGES.shiftFactor).max(KITE_SHIFT_MAX, SESSION_MESSAGES.shiftFactor),
});
