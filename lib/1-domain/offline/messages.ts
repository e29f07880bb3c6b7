/* Every French text of offline use, written once; the chat's own lives in lib/1-domain/chat/messages.ts. */
import { ALL_SPOTS } from "../site/messages";
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { parisTime, toDate } from "../../0-base/time";
import { RETRY } from "../../0-base/errors";

let dayFormat: Intl.DateTimeFormat | undefined; // made at the first banner, not when the page loads

/** « lundi 23 novembre à 14:05 » in Paris, « 1er » on the first of the month. */
export function parisDayAndTime(value: Date | string): string {
  dayFormat ??= new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS_TIME_ZONE, weekday: "long", day: "numeric", month: "long" });
  const day = dayFormat
    .formatToParts(toDate(value))
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
  return `${day} à ${parisTime(value)}`;
}

export const OFFLINE_TEXT = {
  /** The forecast page's banner, with the time its data was fetched. */
  banner: (fetchedAt: Date | string) => `Hors ligne — prévisions du ${parisDayAndTime(fetchedAt)}`,
  pageTitle: "Hors ligne",
  lead: "Pas de réseau pour l'instant, et cette page n'a pas encore été gardée sur cet appareil.",
  keptTitle: "Prévisions consultables sans réseau",
  keptNone:
    "Aucune prévision gardée sur cet appareil pour l'instant. Avec du réseau, ouvrez les prévisions d'un spot ou ajoutez-le à vos favoris : elles resteront consultables ici.",
  favourite: "favori",
  spotFallbackName: (spotId: number) => `Spot n° ${spotId}`,
  spotList: ALL_SPOTS,
  retry: RETRY,
} as const;
