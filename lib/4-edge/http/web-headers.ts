import type http from "node:http";

/** A Node request's headers as the Web's Headers (a handler's or Better Auth's reading), repeated ones joined. */
export function webHeaders(req: Pick<http.IncomingMessage, "headers">): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}
