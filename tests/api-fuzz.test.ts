import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { registerUser } from "@/tests/support/api";

/*
 * Nothing a client sends gives a 5xx. Every route file under app/api is found on disk (a new route is fuzzed
 * without being listed here), and each exported method is called, as Next would call it, with hostile params,
 * query strings, bodies, content types, origins and cookies. Each answer must be a 4xx or a 2xx, in JSON
 * with a French message when it is an error, and never a stack trace.
 */
process.env.OPEN_METEO_BASE_URL = "http://127.0.0.1:9"; // nothing listens there: a refresh fails fast
delete process.env.CRON_SECRET;

const ROOT = path.resolve(import.meta.dirname, "..");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(dir = path.join(ROOT, "app/api")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

const HOSTILE_SEGMENTS = [
  "", "0", "-1", "1.5", "1e3", "0x10", "abc", " 1", "1 ", "9".repeat(40), "99999999", "../../etc/passwd",
  "<script>alert(1)</script>", "\u0000", "%ZZ", "🙂", "1;drop table spots", "null", "undefined", "[object Object]",
];
const VALID_SEGMENT = "1";

const HOSTILE_QUERIES = [
  "", "?lat=abc&lng=def", "?lat=1e999&lng=2", "?lat=45&lng=2&limit=-1", "?lat=45&lng=2&limit=99999999999",
  "?lat=45&lat=46&lng=2", "?lat=%00&lng=2", `?lat=${"9".repeat(5000)}&lng=2`, "?token=%ZZ", "?model=<x>",
  "?start=not-a-date&stop=", "?days=all&leadDays=[]",
];

const deep = (n: number): unknown => (n === 0 ? {} : { a: deep(n - 1) });
const HOSTILE_BODIES: { name: string; body?: string; type?: string }[] = [
  { name: "none" },
  { name: "empty", body: "", type: "application/json" },
  { name: "not json", body: "not json", type: "application/json" },
  { name: "truncated", body: '{"a":', type: "application/json" },
  { name: "null", body: "null", type: "application/json" },
  { name: "array", body: "[1,2,3]", type: "application/json" },
  { name: "number", body: "42", type: "application/json" },
  { name: "string", body: '"x"', type: "application/json" },
  { name: "empty object", body: "{}", type: "application/json" },
  { name: "wrong types", body: JSON.stringify(wrongTypes()), type: "application/json" },
  { name: "NUL in strings", body: JSON.stringify(withStrings("a\u0000b")), type: "application/json" },
  { name: "HTML and SVG", body: JSON.stringify(withStrings('<svg onload="alert(1)"><script>x</script>')), type: "application/json" },
  { name: "huge strings", body: JSON.stringify(withStrings("x".repeat(10_000))), type: "application/json" },
  { name: "over 16 KB", body: JSON.stringify({ pad: "x".repeat(40_000) }), type: "application/json" },
  { name: "deep nesting", body: JSON.stringify(deep(500)), type: "application/json" },
  { name: "__proto__", body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', type: "application/json" },
  { name: "text/plain JSON", body: JSON.stringify(withStrings("Kitesurf2026")), type: "text/plain" },
  { name: "form", body: "username=a&password=b", type: "application/x-www-form-urlencoded" },
  { name: "bad charset", body: "\xff\xfe{", type: "application/json; charset=utf-16" },
];

function withStrings(value: string) {
  return {
    username: value, email: value, password: value, currentPassword: value, firstName: value, lastName: value,
    token: value, rememberMe: value, windMinKn: value, windMaxKn: value, level: value, spotId: value, days: value,
  };
}

function wrongTypes() {
  return {
    username: 12, email: ["a@b.fr"], password: { $gt: "" }, currentPassword: null, firstName: true, lastName: 1e308,
    token: [], rememberMe: "yes", windMinKn: "douze", windMaxKn: -1e9, level: 3, spotId: "1", days: 7, email2: NaN,
  };
}

const ORIGINS = [undefined, "http://localhost:3000", "https://evil.example", "null"];

/**
 * An upload the client abandoned: `dropped`, the connection went away after a few bytes (the body's
 * stream errors, as Next's does then); `short`, the body ended before its Content-Length.
 */
type Aborted = "dropped" | "short";
type Case = { method: string; url: string; params: Record<string, string>; body?: string; type?: string; origin?: string; cookie?: string; aborted?: Aborted };

function abandonedBody(kind: Aborted, body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body.slice(0, Math.ceil(body.length / 2)));
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      if (kind === "dropped") controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      else controller.close();
    },
  });
}

async function send(handler: Handler, c: Case): Promise<Response> {
  const headers = new Headers();
  if (c.type) headers.set("content-type", c.type);
  if (c.origin) headers.set("origin", c.origin);
  if (c.cookie) headers.set("cookie", c.cookie);
  const hasBody = c.body !== undefined && !["GET", "HEAD"].includes(c.method);
  if (c.aborted && hasBody) {
    headers.set("content-length", String(new TextEncoder().encode(c.body).length));
    const req = new Request(`http://localhost:3000${c.url}`, { method: c.method, headers, body: abandonedBody(c.aborted, c.body!), duplex: "half" } as RequestInit);
    return handler(req, { params: Promise.resolve(c.params) });
  }
  const req = new Request(`http://localhost:3000${c.url}`, { method: c.method, headers, body: hasBody ? c.body : undefined });
  return handler(req, { params: Promise.resolve(c.params) });
}

async function expectNo5xx(handler: Handler, c: Case) {
  const res = await send(handler, c);
  const text = await res.text();
  const where = `${c.method} ${c.url} ${JSON.stringify(c.params)} body=${(c.body ?? "").slice(0, 40)} origin=${c.origin}`;
  expect(res.status, `${where} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text, where).not.toMatch(/\bat \S+ \(|Error:|node_modules/);
  if (res.status >= 400 && c.method !== "HEAD") {
    const json = JSON.parse(text) as { message?: string };
    expect(json.message, where).toMatch(/[a-zéèêàç]/i);
  }
}

const files = routeFiles();
let cookies: (string | undefined)[] = [];

beforeAll(async () => {
  const { cookie } = await registerUser();
  cookies = [undefined, cookie, "alize.session_token=forged.c2lnbmF0dXJl", "alize.session_token=%ZZ"];
});

describe("fuzzing every /api route", () => {
  it("finds the routes on disk", () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  for (const file of files) {
    const rel = path.relative(path.join(ROOT, "app"), path.dirname(file));
    const segments = [...rel.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
    const urlFor = (params: Record<string, string>) =>
      `/${rel.replace(/\[(\w+)\]/g, (_m, name: string) => encodeURIComponent(params[name] ?? ""))}`;

    it(`/${rel} answers no 5xx`, async () => {
      const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
      const exported = METHODS.filter((m) => typeof mod[m] === "function");
      expect(exported.length, `${rel} exports no handler`).toBeGreaterThan(0);
      const valid = Object.fromEntries(segments.map((s) => [s, VALID_SEGMENT]));
      for (const method of exported) {
        const handler = mod[method]!;
        for (const cookie of cookies) {
          for (const origin of ORIGINS) {
            // Hostile params with a plain body.
            for (const seg of segments) {
              for (const value of HOSTILE_SEGMENTS) {
                const params = { ...valid, [seg]: value };
                await expectNo5xx(handler, { method, url: urlFor(params), params, body: "{}", type: "application/json", origin, cookie });
              }
            }
          }
          // Hostile bodies and query strings, from our own origin (the strictest path goes deepest).
          for (const b of HOSTILE_BODIES) {
            await expectNo5xx(handler, { method, url: urlFor(valid), params: valid, ...b, origin: "http://localhost:3000", cookie });
          }
          for (const q of HOSTILE_QUERIES) {
            await expectNo5xx(handler, { method, url: urlFor(valid) + q, params: valid, origin: "http://localhost:3000", cookie });
          }
          // Uploads abandoned half-way: a client error, never an « erreur inattendue » in the logs.
          const unexpected = vi.spyOn(console, "error");
          try {
            for (const aborted of ["dropped", "short"] as const) {
              const body = JSON.stringify({ ...withStrings("Kitesurf2026"), spotId: 1, minWindKn: 15, maxWindKn: 25 });
              await expectNo5xx(handler, { method, url: urlFor(valid), params: valid, body, type: "application/json", origin: "http://localhost:3000", cookie, aborted });
            }
            const logged = unexpected.mock.calls.filter((call) => String(call[0]).includes("erreur inattendue"));
            expect(logged, `${method} /${rel}`).toEqual([]);
          } finally {
            unexpected.mockRestore();
          }
        }
      }
    }, 240_000);
  }
});

describe("an upload abandoned half-way", () => {
  it("is a 400 in French for a route that reads its body, whether the connection dropped or the body came short", async () => {
    const { POST } = (await import("@/app/api/login/route")) as { POST: Handler };
    const { HTTP_ERRORS } = await import("@/lib/0-base/errors");
    const body = JSON.stringify({ username: "rider", password: "Kitesurf2026" });
    for (const aborted of ["dropped", "short"] as const) {
      const res = await send(POST, { method: "POST", url: "/api/login", params: {}, body, type: "application/json", origin: "http://localhost:3000", aborted });
      expect(res.status, aborted).toBe(400);
      expect(await res.json()).toEqual({ message: HTTP_ERRORS.bodyCut });
    }
  });
});
