import { realtimeUrl } from "../../1-domain/chat/connection";
import { parseTileTemplate, tileImageSource } from "../../0-base/map-tiles";

/*
 * The security headers of every answer. Pages get their Content-Security-Policy from proxy.ts (its realtime source
 * follows the host the browser used); API answers get a policy that allows nothing, since they are data, never
 * documents. The rest is the same everywhere (next.config.ts).
 */

/** The realtime service as the browser reaches it: HTTP for long-polling, WS for the websocket transport. */
export function realtimeSources(page: { protocol: string; hostname: string }, source: Record<string, string | undefined> = process.env): string[] {
  const url = new URL(
    realtimeUrl({ realtimeUrl: source.REALTIME_PUBLIC_URL || null, realtimePort: Number(source.REALTIME_PORT || 3001) }, page),
  );
  const ws = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return [url.origin, ws];
}

/** The map's tile server (MAP_TILES_URL), as an img-src source; none when the map has no usable tiles. */
export function tileSources(source: Record<string, string | undefined> = process.env): string[] {
  const host = tileImageSource(parseTileTemplate(source.MAP_TILES_URL));
  return host ? [host] : [];
}

/**
 * The pages' policy. Scripts: this origin's, and the inline scripts Next writes into every page (React's payload).
 * A per-request nonce would make every page rendered per request, and the pages every rider shares are documents
 * the framework keeps (docs/decisions/0033): Next's documented policy « without nonces » is used, with everything
 * else closed (no plugin, no base or form elsewhere, no framing, connections to this origin and the realtime service).
 */
export function pageContentSecurityPolicy(options: { dev: boolean; connect: string[]; images?: string[] }): string {
  const { dev, connect, images = [] } = options;
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React's style prop) cannot carry a nonce; scripts are what CSP must hold back.
    "style-src 'self' 'unsafe-inline'",
    // Chat images travel as data: URLs; the composer previews a blob: before sending; the map's tiles.
    `img-src 'self' data: blob:${images.map((i) => ` ${i}`).join("")}`,
    "font-src 'self'",
    `connect-src 'self' ${connect.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers sent with every answer; HSTS only in production (a local http:// start must stay reachable). */
export function commonSecurityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Geolocation for the « Me localiser » button of our own pages; nothing else, and no third party.
    { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" });
  return headers;
}

/** What next.config.ts adds to every API answer (the common headers and the API's policy): bench/lib/bare-server.ts answers with the same. */
export function apiAnswerHeaders(production: boolean): { key: string; value: string }[] {
  return [...commonSecurityHeaders(production), { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];
}
