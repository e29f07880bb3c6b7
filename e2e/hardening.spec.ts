import http from "node:http";
import net from "node:net";
import { SPOT_ID_INVALID } from "../lib/1-domain/spots/messages";
import { expect, test, APP_ORIGIN } from "../tests/support/e2e-fixtures";

/** A raw request, for what browsers and fetch() refuse to send (TRACE, broken percent-encoding). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(APP_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The pages a rider reaches, each of them checked for the policy and for a script it would refuse. */
const PAGES = ["/auth", "/forgot-password", "/connexion-par-email", "/", "/spots", "/profile"];

test("every page carries the policy its own scripts satisfy, and the other security headers", async ({ page, rider }) => {
  void rider;
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const spots = (await (await page.request.get("/api/spots")).json()) as { id: number }[];
  for (const path of [...PAGES, `/spots/${spots[0]!.id}/weather`]) {
    const res = await page.goto(path);
    const headers = res!.headers();
    const csp = headers["content-security-policy"]!;
    expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/img-src[^;]*data:/);
    expect(csp, path).toMatch(/connect-src[^;]*ws:\/\/localhost:\d+/);
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("geolocation=(self)");
  }
  // A script from elsewhere is refused.
  await page.goto("/spots");
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.src = "https://evil.example/x.js";
    document.head.append(s);
  });
  await expect.poll(() => violations.some((v) => v.includes("evil.example"))).toBe(true);
  expect(violations.filter((v) => !v.includes("evil.example"))).toEqual([]);
});

test("an API answer allows nothing to run and cannot be framed", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
});

test("the hottest reads answer with the headers of every API answer, and their French refusals", async ({ page, rider }) => {
  void rider;
  const spots = await page.request.get("/api/spots");
  const list = (await spots.json()) as { id: number; name: string; isFavorite: boolean }[];
  expect(list.length).toBeGreaterThan(100);
  expect(list[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), isFavorite: false });
  const weather = await page.request.get(`/api/weather/${list[0]!.id}`);
  expect(weather.status()).toBe(200);
  expect(((await weather.json()) as { windSpeed: number }[])[0]).toMatchObject({ windSpeed: expect.any(Number) });
  const tides = await page.request.get(`/api/tides/${list[0]!.id}`);
  const security = (res: typeof spots) =>
    Object.fromEntries(Object.entries(res.headers()).filter(([name]) => /^(content-security-policy|x-frame|x-content|referrer-policy|permissions-policy|cross-origin|strict-transport|cache-control|content-type)/.test(name)));
  for (const res of [spots, weather]) expect(security(res)).toEqual(security(tides));
  // The handler's own refusals, in French: a bad id, an unknown model, no session.
  const badId = await page.request.get("/api/weather/abc");
  expect(badId.status()).toBe(400);
  expect(await badId.json()).toEqual({ message: SPOT_ID_INVALID });
  expect((await page.request.get(`/api/weather/${list[0]!.id}?model=inconnu`)).status()).toBe(400);
  await page.context().clearCookies();
  const anonymous = await page.request.get("/api/spots");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: "Vous devez être connecté." });
});

// What the self-hosted server in front of Next.js does (npm start): a host such as Vercel does it in its edge.
test("TRACE and a broken path are refused with 405 and 400, never a 500 @npm-start", async () => {
  for (const path of ["/api/spots", "/spots", "/"]) {
    const res = await raw("TRACE", path);
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ message: "Méthode HTTP non autorisée." });
  }
  // A method Node's own parser does not know never reaches the app: a 400 from Node, still no 5xx.
  expect((await raw("TRACK", "/api/spots")).status).toBe(400);
  for (const path of ["/api/spots/%ZZ", "/spots/%ZZ/weather", "/api/weather/%E0%A4%A"]) {
    const res = await raw("GET", path);
    expect(res.status, path).toBe(400);
  }
});

test("a trailing slash is sent to the one spelling by a 308 that carries the security headers too", async () => {
  for (const [path, location] of [
    ["/spots/", "/spots"],
    ["/api/spots/?x=1", "/api/spots?x=1"],
  ]) {
    const res = await raw("GET", path!);
    expect(res.status, path).toBe(308);
    expect(res.headers.location, path).toBe(location);
    expect(res.headers["x-frame-options"], path).toBe("DENY");
    expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

// Next.js respells an empty segment before any configured header applies (vercel/next.js#63948): our server does it.
test("an empty path segment is sent to the one spelling by a 308 with the security headers @npm-start", async () => {
  for (const [path, location] of [
    ["/spots//12/weather", "/spots/12/weather"],
    ["/api//health", "/api/health"],
  ]) {
    const res = await raw("GET", path!);
    expect(res.status, path).toBe(308);
    expect(res.headers.location, path).toBe(location);
    expect(res.headers["x-frame-options"], path).toBe("DENY");
    expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("a forged Next-Action header is a French 400 (Alizé has no server action), never a 500", async () => {
  for (const id of ["abc", "0".repeat(42), "x".repeat(5000)]) {
    const res = await raw("POST", "/auth", { "next-action": id, "content-type": "text/plain;charset=UTF-8" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: "Requête invalide : cette application n'a pas d'action serveur." });
    expect(res.headers["x-frame-options"]).toBe("DENY");
  }
});

test("a state-changing call from another site is refused before it is read", async ({ request }) => {
  const res = await request.post("/api/login", {
    data: { username: "quelquun", password: "Kitesurf2026" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: "Origine de la requête non autorisée." });
});

/** A request written by hand that stops sending its body: `half` closes our side (the server can still answer), `reset` drops the connection. */
function cutUpload(path: string, end: "half" | "reset"): Promise<{ status: number; body: string }> {
  const url = new URL(APP_ORIGIN);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${APP_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"rid`,
      );
      setTimeout(() => (end === "half" ? socket.end() : socket.resetAndDestroy()), 500);
    });
    let raw = "";
    socket.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), body: raw.slice(raw.indexOf("\r\n\r\n") + 4) });
    socket.on("close", done);
    socket.on("error", done);
  });
}

test("an upload cut short is a client error: a French 400 while the connection can still answer, and the server carries on @npm-start", async ({ request }) => {
  const half = await cutUpload("/api/login", "half");
  expect(half.status).toBe(400);
  expect(JSON.parse(half.body)).toEqual({ message: "La requête a été interrompue avant la fin de son envoi." });
  const reset = await cutUpload("/api/login", "reset");
  expect(reset.status).toBe(0); // nobody left to answer
  // No uncaught exception took the server down: it answers the next requests as usual.
  expect((await request.get("/api/health")).status()).toBe(200);
  const login = await request.post("/api/login", { data: { username: "personne", password: "Kitesurf2026" }, headers: { origin: APP_ORIGIN } });
  expect(login.status()).toBe(401);
});

test("no source map is served in production, the service worker's included", async ({ page, request }) => {
  const worker = await request.get("/serwist/sw.js");
  expect(worker.ok()).toBe(true);
  expect(await worker.text()).not.toContain("sourceMappingURL");
  expect((await request.get("/serwist/sw.js.map")).status()).toBe(404);
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith(".js")) scripts.push(res.url());
  });
  await page.goto("/auth");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    expect(await (await request.get(script)).text(), script).not.toMatch(/sourceMappingURL=(?!data:)/);
  }
});
