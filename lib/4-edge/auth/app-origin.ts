import net from "node:net";
import { appUrlIsSet, env } from "../../0-base/env";

export { appUrlIsSet };

/*
 * The origin e-mail links point at. APP_URL when it is set (or derived on Vercel); otherwise the origin the
 * request reached the app on when it is this very machine (a loopback address or localhost), so a fresh start on
 * http://127.0.0.1:3400 mails links to http://127.0.0.1:3400.
 *
 * The Host header is the client's word, and a link in a reset e-mail is worth stealing (an attacker asking a
 * reset for someone else with « Host: evil.example » would receive the victim's token when they click). A
 * private address, a `.local` or single-label name is no better: anyone on the rider's network can answer to it.
 * So only a loopback host is followed; any other falls back to the default APP_URL and the log asks, once, to set
 * APP_URL (the launcher says so at start too: scripts/launch.ts).
 */
const APP_URL_MISSING_WARNING = (host: string) =>
  `[alizé] Attention : l'application est atteinte par ${host}, mais APP_URL n'est pas définie ; les liens des e-mails utilisent ${env().APP_URL}. Définissez APP_URL avec l'adresse publique de l'application.`;
const APP_URL_MISMATCH_WARNING = (seen: string, appUrl: string) =>
  `[alizé] Attention : l'application est atteinte par ${seen}, mais APP_URL vaut ${appUrl}. Les liens des e-mails et le chat utilisent APP_URL : corrigez APP_URL si elle ne correspond pas à l'adresse publique.`;

const warned = new Set<string>();
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/** This machine only: a loopback address, `localhost` or a name under `.localhost` (RFC 6761: always loopback). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  if (net.isIPv4(h)) return h.startsWith("127.");
  if (net.isIPv6(h)) return h === "::1" || /^::ffff:127\./.test(h);
  return false;
}

/** The request's origin from its Host header (and X-Forwarded-Proto only behind a trusted proxy), or null. */
export function requestOrigin(headers: Headers, proxyTrusted = Boolean(process.env.TRUSTED_PROXY?.trim())): string | null {
  const host = headers.get("host")?.trim();
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  const forwarded = proxyTrusted ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const proto = forwarded === "https" ? "https" : "http";
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Where links in e-mails about this request point (no trailing slash). */
export function linkOrigin(headers: Headers): string {
  const configured = new URL(env().APP_URL).origin;
  if (appUrlIsSet()) return configured;
  const origin = requestOrigin(headers);
  if (!origin) return configured;
  if (isLoopbackHost(new URL(origin).hostname)) return origin;
  warnOnce(`missing:${origin}`, APP_URL_MISSING_WARNING(origin));
  return configured;
}

/**
 * Called by the app's server on each request: when APP_URL is set and the browser reached the app on
 * another origin, says so once per origin (the first request), so a wrong APP_URL is seen at start.
 */
export function noteRequestOrigin(headers: Headers): void {
  if (!appUrlIsSet()) return;
  const origin = requestOrigin(headers);
  const configured = new URL(env().APP_URL).origin;
  if (!origin || origin === configured || warned.size >= 20) return; // a scanner's random hosts: a few lines at most
  // Behind a TLS-terminating proxy that is not declared, only the scheme differs: compare the hosts then.
  if (new URL(origin).host === new URL(configured).host) return;
  warnOnce(`mismatch:${origin}`, APP_URL_MISMATCH_WARNING(origin, configured));
}
