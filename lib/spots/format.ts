import type { LatLng } from "./geo";

/** « Voir sur Maps »: a Google Maps search on the spot's coordinates. */
export function mapsUrl({ latitude, longitude }: LatLng): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

const COORDINATE = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 42,91° N · 3,05° E », the way a chart gives a position. */
export function formatCoordinates({ latitude, longitude }: LatLng): string {
  const lat = `${COORDINATE.format(Math.abs(latitude))}° ${latitude < 0 ? "S" : "N"}`;
  const lng = `${COORDINATE.format(Math.abs(longitude))}° ${longitude < 0 ? "O" : "E"}`;
  return `${lat} · ${lng}`;
}

/** Spec §2: « À X.X km de vous », one decimal. */
export function distanceLabel(km: number): string {
  return `À ${km.toFixed(1)} km de vous`;
}
