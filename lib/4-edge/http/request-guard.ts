/*
 * What the app's own HTTP server refuses before Next sees a request. Next builds a WHATWG Request for every
 * call, and that constructor throws on TRACE, TRACK and CONNECT; its router throws on a path whose
 * percent-encoding is broken (« %ZZ »). Both were 500s. Here they are a 405 or a 400 with a French message.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const METHOD_NOT_ALLOWED = "Méthode HTTP non autorisée.";
export const BAD_PATH = "Adresse invalide.";

export type Refusal = { status: 400 | 405; message: string; headers?: Record<string, string> };

export function refuseRawRequest(method: string | undefined, url: string | undefined): Refusal | null {
  if (!method || !(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: METHOD_NOT_ALLOWED, headers: { allow: ALLOWED_METHODS.join(", ") } };
  }
  const raw = url ?? "/";
  if (!raw.startsWith("/")) return { status: 400, message: BAD_PATH };
  const path = raw.split("?")[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: BAD_PATH };
  }
  return null;
}
