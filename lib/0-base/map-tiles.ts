/*
 * The map's raster tiles: MAP_TILES_URL is a Leaflet URL template, by default the OpenStreetMap
 * tile server. A value the map cannot use (not http(s), no {z}/{x}/{y}, an unknown placeholder) is not an
 * error that stops the app: the map then shows its markers on a plain background, as it does offline.
 * Kept free of zod and of the server's configuration: proxy.ts reads it for the Content-Security-Policy.
 */
export const DEFAULT_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The OpenStreetMap Foundation's tile usage policy asks for this attribution, visible on the map. */
export const TILES_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">contributeurs OpenStreetMap</a>';
/** The OpenStreetMap tile server serves zoom levels 0 to 19. */
export const TILES_MAX_ZOOM = 19;

const PLACEHOLDER = /\{([^}]*)\}/g;
const KNOWN = new Set(["s", "z", "x", "y", "r"]);
const REQUIRED = ["{z}", "{x}", "{y}"];
const HOST = /^(\{s\}\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/** The template itself when the map can use it; null otherwise (unset means the default). */
export function parseTileTemplate(raw: string | undefined | null): string | null {
  const template = (raw ?? "").trim() || DEFAULT_TILES_URL;
  if (template.length > 500 || !REQUIRED.every((p) => template.includes(p))) return null;
  for (const [, name] of template.matchAll(PLACEHOLDER)) if (!KNOWN.has(name!)) return null;
  // {s} stands for a subdomain letter: a sample URL checks the rest.
  const sample = template.replaceAll("{s}", "a").replaceAll("{r}", "").replace(PLACEHOLDER, "0");
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  // A plain host (letters, digits, dots, dashes, a port), or a {s} subdomain of one: it goes into the CSP.
  if (!HOST.test(/^https?:\/\/([^/?#]*)/.exec(template)?.[1] ?? "")) return null;
  return template;
}

/**
 * What the page's Content-Security-Policy allows in img-src for these tiles: the template's origin, with a
 * wildcard for a {s} subdomain (« https://{s}.tile.example.fr/… » → « https://*.tile.example.fr »). Null for
 * no tiles, or a host a CSP source cannot name.
 */
export function tileImageSource(template: string | null): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match || !HOST.test(match[2]!)) return null;
  const [, scheme, host] = match;
  return `${scheme}://${host!.replace("{s}", "*")}`;
}
