import { NextResponse, type NextRequest } from "next/server";

/*
 * Optimistic fast path only: no session cookie → /auth. Every page and handler still checks the session on
 * the server (an expired or forged cookie passes here and is refused there).
 */
const PUBLIC_PREFIXES = ["/auth", "/forgot-password", "/reset-password", "/api", "/_next", "/favicon"];
const COOKIE_NAMES = ["alize.session_token", "__Secure-alize.session_token"];

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(p + "."))) {
    return NextResponse.next();
  }
  if (COOKIE_NAMES.some((name) => req.cookies.has(name))) return NextResponse.next();
  return NextResponse.redirect(new URL("/auth", req.url));
}

export const config = {
  // Only the app's protected pages; unknown paths reach the not-found page.
  matcher: ["/", "/spots/:path*", "/profile/:path*"],
};
