import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "./lib/4-edge/auth/cookie-names";
import { pageContentSecurityPolicy, realtimeSources, tileSources } from "./lib/4-edge/http/security-headers";
import { OFFLINE_PAGE_URL } from "./lib/1-domain/offline/protocol";
import { HTTP_ERRORS } from "./lib/0-base/errors";

/*
 * Every page passes here for two things:
 * - its Content-Security-Policy, with a fresh nonce that Next puts on its own scripts (it reads the nonce
 *   from the request's policy header);
 * - an optimistic redirect to /auth without a session cookie, on the app's protected pages only. Every page
 *   and handler still checks the session on the server (an expired or forged cookie passes here).
 * The offline page is rendered without the session: the service worker keeps one copy of it for everyone who
 * uses the browser (issue 14), so it must hold nothing of the rider who happened to be signed in.
 */
const PROTECTED = [/^\/$/, /^\/spots(\/|$)/, /^\/profile(\/|$)/];

function hostOf(req: NextRequest): string {
  const host = req.headers.get("host") ?? req.nextUrl.host;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return req.nextUrl.hostname;
  }
}

/** The map's tile server (MAP_TILES_URL), read once. */
const TILES = tileSources();

/**
 * A path with a trailing slash or an empty segment (« /spots/ », « /spots//12 »): sent to its one spelling by a
 * 308 of ours rather than Next's own (skipTrailingSlashRedirect in next.config.ts), so that the redirect carries
 * the security headers like every other answer.
 */
function canonicalPath(pathname: string): string | null {
  if (pathname === "/" || (!pathname.endsWith("/") && !pathname.includes("//"))) return null;
  return pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
}

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // The path as asked (Next's own URL object may already have dropped the trailing slash).
  const asked = new URL(req.url);
  const canonical = canonicalPath(asked.pathname);
  if (canonical !== null) {
    asked.pathname = canonical;
    return NextResponse.redirect(asked, 308);
  }
  // Alizé has no server action: a request naming one (forged, or a scanner's) is refused here with one line in the
  // log, rather than reaching Next, which logs a stack trace for each (tests/no-server-actions.test.ts keeps it so).
  if (req.headers.has("next-action")) {
    console.warn(`[alizé] action serveur refusée (Alizé n'en a pas) : ${req.method} ${pathname}`);
    return NextResponse.json({ message: HTTP_ERRORS.noServerAction }, { status: 400 });
  }
  // API answers carry a fixed policy (next.config.ts): only a misspelt API path comes here, for the redirect above.
  if (pathname.startsWith("/api/")) return NextResponse.next();
  if (PROTECTED.some((re) => re.test(pathname)) && !SESSION_COOKIE_NAMES.some((name) => req.cookies.has(name))) {
    return NextResponse.redirect(new URL("/auth", req.url));
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pageContentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV !== "production",
    // The host the browser used (Next's own URL may name its configured hostname instead).
    connect: realtimeSources({ protocol: req.nextUrl.protocol, hostname: hostOf(req) }),
    images: TILES,
  });
  const headers = new Headers(req.headers);
  if (pathname === OFFLINE_PAGE_URL) headers.delete("cookie");
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", policy);
  return res;
}

export const config = {
  // Pages, and any path to be respelt (a trailing slash, an empty segment); API answers carry a fixed policy
  // (next.config.ts); static files need none.
  matcher: [
    "/(.*/)",
    "/(.*//.*)",
    {
      source: "/((?!api/|_next/static|_next/image|favicon|manifest|icons/|serwist/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml|json|webmanifest)$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
