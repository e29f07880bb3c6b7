import { formatKm } from "../../0-base/format";
import type { LatLng } from "./geo";

/** « Voir sur Maps »: a Google Maps search on the spot's coordinates. */
export function mapsUrl({ latitude, longitude }: LatLng): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

// Made at its first use: setting up a French number format costs a phone tens of ms, and the home page loads
// this module for `distanceLabel` alone.
let coordinate: Intl.NumberFormat | undefined;

/** « 42,91° N · 3,05° E », the way a chart gives a position. */
export function formatCoordinates({ latitude, longitude }: LatLng): string {
  coordinate ??= new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const lat = `${coordinate.format(Math.abs(latitude))}° ${latitude < 0 ? "S" : "N"}`;
  const lng = `${coordinate.format(Math.abs(longitude))}° ${longitude < 0 ? "O" : "E"}`;
  return `${lat} · ${lng}`;
}

/** Spec §2: « À X,X km de vous », one decimal, written the French way. */
export function distanceLabel(km: number): string {
  return `À ${formatKm(km)} de vous`;
}

/** The town a spot is named after: « Dunkerque » for « Dunkerque – Malo-les-Bains », the whole name otherwise. */
export function townOf(spotName: string): string {
  const dash = spotName.indexOf(" – ");
  return dash > 0 ? spotName.slice(0, dash) : spotName;
}
