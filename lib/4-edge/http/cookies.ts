import "server-only";
/** Copies Better Auth's Set-Cookie headers onto our own JSON answer. */
export function withCookies(res: Response, from: Headers): Response {
  for (const cookie of from.getSetCookie()) res.headers.append("set-cookie", cookie);
  return res;
}
