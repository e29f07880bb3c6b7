import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "./lib/4-edge/auth/cookie-names";
import { pageContentSecurityPolicy, realtimeSources, tileSources } from "./lib/4-edge/http/security-headers";
import { OFFLINE_PAGE_URL } from "./lib/1-domain/offline/protocol";

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

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
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
  // Pages only: API answers carry a fixed policy (next.config.ts); static files need none.
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon|manifest|icons/|serwist/|.*\\.(?:svg|png|jpg|jpeg|webp|ico|txt|xml|json|webmanifest)$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
