import { appUrlIsSet, trustedOrigins } from "../auth/origins";
import { Forbidden, HTTP_ERRORS } from "../../0-base/errors";

/**
 * A state-changing request must come from one of our pages. Browsers send `Origin` with every POST, PUT,
 * PATCH and DELETE, so a missing one is refused too. With APP_URL unset (a local start), the app answers on
 * whatever host and port it was reached on, so the request's own origin is trusted as well: a cross-site page
 * cannot make a browser send a Host it does not own.
 */
/** The origin the browser reached: its Host header (Next's request URL may name its own configured hostname). */
function ownOrigin(req: Request): string | null {
  const host = req.headers.get("host");
  const { protocol } = new URL(req.url);
  try {
    return host ? new URL(`${protocol}//${host}`).origin : new URL(req.url).origin;
  } catch {
    return null;
  }
}

export function requireTrustedOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (!origin) throw new Forbidden(HTTP_ERRORS.originRefused);
  if (trustedOrigins().includes(origin)) return;
  if (!appUrlIsSet() && origin === ownOrigin(req)) return;
  throw new Forbidden(HTTP_ERRORS.originRefused);
}
