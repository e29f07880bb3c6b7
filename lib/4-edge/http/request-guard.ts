/*
 * What the app's own HTTP server refuses before Next sees a request. Next builds a WHATWG Request for every
 * call, and that constructor throws on TRACE, TRACK and CONNECT; its router throws on a path whose
 * percent-encoding is broken (« %ZZ »). Both were 500s. Here they are a 405 or a 400 with a French message.
 */
import { HTTP_ERRORS } from "../../0-base/errors";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export type Refusal = { status: 400 | 405; message: string; headers?: Record<string, string> };

/**
 * A path with an empty segment or a backslash (« /spots//12 », « /spots\\12 »), respelt as Next would (it answers
 * those with a 308 of its own, before any configured header or the proxy runs, so without the security headers:
 * vercel/next.js#63948). The app's server answers the 308 itself, with them; null when the path is fine.
 */
export function respelledUrl(url: string | undefined): string | null {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  if (!/\/\/|\\/.test(path)) return null;
  return path.replace(/\\/g, "/").replace(/\/{2,}/g, "/") + (q === -1 ? "" : raw.slice(q));
}

export function refuseRawRequest(method: string | undefined, url: string | undefined): Refusal | null {
  if (!method || !(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: HTTP_ERRORS.methodNotAllowed, headers: { allow: ALLOWED_METHODS.join(", ") } };
  }
  const raw = url ?? "/";
  if (!raw.startsWith("/")) return { status: 400, message: HTTP_ERRORS.badPath };
  const path = raw.split("?")[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: HTTP_ERRORS.badPath };
  }
  return null;
}

/**
 * What the app's server writes when Node cannot parse a request (its `clientError`): a French JSON 400 while the
 * socket can still be written to, nothing otherwise. A body that stops before its Content-Length is
 * the client's doing — a half-closed connection — never a 500, never logged as unexpected.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socketWritable: boolean): string | null {
  if (!socketWritable || error.code === "ECONNRESET") return null;
  const body = JSON.stringify({ message: error.code === "HPE_INVALID_EOF_STATE" ? HTTP_ERRORS.bodyCut : HTTP_ERRORS.badRequest });
  return [
    "HTTP/1.1 400 Bad Request",
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
    "",
    body,
  ].join("\r\n");
}
