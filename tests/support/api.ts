import crypto from "node:crypto";
import { CLIENT_IP_HEADER, clientIpHeaderValue } from "@/lib/4-edge/http/client-ip";

/*
 * Calls exported route handlers directly with a real Request, against the test database (see
 * tests/global-setup.ts), and keeps the session cookie like a browser would.
 */
type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export async function call<C>(handler: Handler<C>, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.cookie) headers.set("cookie", opts.cookie);
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  headers.set("origin", "http://localhost:3000");
  const req = new Request(`http://localhost:3000${opts.path ?? "/api/test"}`, { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  return handler(req, { params: Promise.resolve(opts.params ?? {}) } as C);
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (expired cookies dropped). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function uniqueName(prefix = "rider"): string {
  return `${prefix}${crypto.randomBytes(4).toString("hex")}`;
}

export const TEST_PASSWORD = "Kitesurf2026";

/** Registers a fresh user through the real /api/register handler; returns its session cookie. */
export async function registerUser(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  const { POST } = await import("@/app/api/register/route");
  const username = overrides.username ?? uniqueName();
  const email = overrides.email ?? `${username}@example.fr`;
  const password = overrides.password ?? TEST_PASSWORD;
  // Each test rider comes from its own address, so the per-IP registration limit stays out of the way.
  const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const res = await call(POST, { body: { username, email, password, firstName: "Marie", lastName: "Vent" }, headers: { [CLIENT_IP_HEADER]: clientIpHeaderValue(ip) } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number; username: string; email: string };
  return { user, cookie: cookieFrom(res), username, email, password };
}
