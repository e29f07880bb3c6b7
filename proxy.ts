import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "./lib/4-edge/auth/cookie-names";
import { pageContentSecurityPolicy, realtimeSources, tileSources } from "./lib/4-edge/http/security-headers";
import { HTTP_ERRORS } from "./lib/0-base/errors";
import { forecastModelPath, MODEL_PARAM } from "./lib/1-domain/forecast/model-param";

/*
 * Every page passes here for:
 * - its Content-Security-Policy (the realtime service's address follows the host the browser used);
 * - an optimistic redirect to /auth without a session cookie, on the app's protected pages only. The pages every rider
 *   shares hold nothing of a rider (docs/decisions/0033); a page or an API answer with a rider's data checks the session
 *   itself, and the browser goes to /auth when GET /api/user says nobody is signed in;
 * - a forecast's model (`?modele=`) served from its own kept page (rewritten to /spots/{id}/weather/{model});
 * - the one spelling of a path, and the refusal of server actions Alizé does not have.
 */
const PROTECTED = [/^\/$/, /^\/spots(\/|$)/, /^\/profile(\/|$)/, /^\/sessions(\/|$)/];

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
  // A forecast's model named the old way (`?modele=`): its page has its own address now.
  const modelPage = forecastModelPath(pathname, req.nextUrl.searchParams);
  if (modelPage !== null) {
    const moved = new URL(modelPage, req.url);
    for (const [name, value] of req.nextUrl.searchParams) if (name !== MODEL_PARAM) moved.searchParams.append(name, value);
    return NextResponse.redirect(moved, 308);
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
  const policy = pageContentSecurityPolicy({
    dev: process.env.NODE_ENV !== "production",
    // The host the browser used (Next's own URL may name its configured hostname instead).
    connect: realtimeSources({ protocol: req.nextUrl.protocol, hostname: hostOf(req) }),
    images: TILES,
  });
  const res = NextResponse.next();
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
    },
  ],
};
