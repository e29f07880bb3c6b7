import { dayTitle } from "../forecast/days";
import { MAIL_SIGNATURE } from "../mail/mail";
import { pad2, PARIS_TIME_ZONE, parisParts } from "../../0-base/time";
import { compassPoint, formatKn, formatMetres } from "../../0-base/format";
import type { Confidence } from "../verdict/confidence";
import { CONFIDENCE_LABELS } from "../verdict/messages";

/*
 * Every French text of an alert's messages, e-mail and notification, written once: the e-mail
 * (lib/1-domain/mail/alert-email.ts), the push payload (deliver.ts) and the tests import them from here.
 */
const WEEKDAY = new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, weekday: "long" });

/** « 14 h », « 14 h 30 » (Paris time). */
export function hourOfDay(value: Date | string): string {
  const p = parisParts(value);
  return p.minute ? `${p.hour} h ${pad2(p.minute)}` : `${p.hour} h`;
}

/** « samedi 14 h – 18 h »: the Paris weekday of the start, then the hours. */
export function windowWhen(startsAt: Date, endsAt: Date): string {
  return `${WEEKDAY.format(startsAt)} ${hourOfDay(startsAt)} – ${hourOfDay(endsAt)}`;
}

/** « samedi 21 novembre, de 14 h à 18 h ». */
export function windowSpelled(startsAt: Date, endsAt: Date): string {
  return `${dayTitle(startsAt)}, de ${hourOfDay(startsAt)} à ${hourOfDay(endsAt)}`;
}

const knots = (kn: number) => `${formatKn(kn)} nds`;
export const direction = (deg: number) => `${compassPoint(deg)} (${Math.round(deg)}°)`;
export const height = (m: number) => formatMetres(m);

export const ALERT_TEXTS = {
  openSubject: (spot: string, when: string) => `Alizé : ça navigue à ${spot} ${when}`,
  cancelSubject: (spot: string, when: string) => `Alizé : annulé — ${spot} ${when}`,
  openTitle: (spot: string, when: string) => `Ça navigue à ${spot} ${when}`,
  cancelTitle: (spot: string, when: string) => `Annulé : ${spot} ${when}`,
  openIntro: (spelled: string) => `Votre alerte a trouvé un créneau navigable : ${spelled}.`,
  cancelIntro: (spot: string, spelled: string) =>
    `Le créneau annoncé à ${spot} (${spelled}) n'est plus prévu par la dernière prévision. Votre alerte continue de surveiller le spot.`,
  overview: (avgKn: number, gustKn: number, deg: number) =>
    `Vent moyen ${knots(avgKn)}, rafales jusqu'à ${knots(gustKn)}, direction ${direction(deg)}.`,
  coefficient: (c: number) => `Coefficient de marée : ${c}.`,
  /** « Aile de 9 m, confiance haute. »: the kite the window is ridden with and how sure the forecast is. */
  kit: (kiteM2: number | null | undefined, confidence: Confidence | undefined) => {
    const parts = [...(kiteM2 ? [`aile de ${formatKn(kiteM2)} m`] : []), ...(confidence ? [CONFIDENCE_LABELS[confidence]] : [])];
    return parts.length ? `${parts[0]!.charAt(0).toUpperCase()}${parts.join(", ").slice(1)}.` : "";
  },
  columns: { hour: "Heure", wind: "Vent (nds)", gusts: "Rafales (nds)", direction: "Direction", tide: "Marée" },
  noValue: "—",
  reasonsTitle: "Pourquoi ça navigue",
  forecastLink: "Voir les prévisions du spot",
  footer: (spot: string) => `Vous recevez cet e-mail parce que vous avez créé une alerte pour ${spot} sur Alizé.`,
  unsubscribe: "Ne plus recevoir cette alerte",
  signature: MAIL_SIGNATURE,
  /** The notification: the same facts, shorter. */
  pushOpenTitle: (spot: string) => `Ça navigue à ${spot}`,
  pushOpenBody: (when: string, avgKn: number, gustKn: number, deg: number, kiteM2?: number | null, confidence?: Confidence) =>
    `${when} · ${knots(avgKn)}, rafales ${knots(gustKn)}, ${compassPoint(deg)}${kiteM2 ? ` · aile ${formatKn(kiteM2)} m` : ""}${confidence ? ` · ${CONFIDENCE_LABELS[confidence]}` : ""}`,
  pushCancelTitle: (spot: string) => `Annulé : ${spot}`,
  pushCancelBody: (when: string) => `Le créneau ${when} n'est plus prévu.`,
} as const;

/** One hour of the table, in plain words: « 14 h : 18 nds, rafales 24 nds, O (270°), marée 3,2 m ». */
export function hourLine(h: { at: string; windKn: number; gustKn: number | null; directionDeg: number; heightM: number | null }): string {
  const parts = [knots(h.windKn), ...(h.gustKn === null ? [] : [`rafales ${knots(h.gustKn)}`]), direction(h.directionDeg)];
  if (h.heightM !== null) parts.push(`marée ${height(h.heightM)}`);
  return `${hourOfDay(h.at)} : ${parts.join(", ")}`;
}
