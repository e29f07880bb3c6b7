import { PARIS_TIME_ZONE } from "../../0-base/time";

const timeFormat = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: PARIS_TIME_ZONE });

/** A message's time as HH:mm in fr-FR, Paris time (spec §2). */
export function formatMessageTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The avatar's letter: the username's first character, upper-cased. */
export function avatarLetter(username: string): string {
  return (Array.from(username.trim())[0] ?? "?").toLocaleUpperCase("fr-FR");
}
