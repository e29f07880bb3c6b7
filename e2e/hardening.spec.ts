import http from "node:http";
import { expect, test, APP_ORIGIN } from "../tests/support/e2e-fixtures";

/** A raw request, for what browsers and fetch() refuse to send (TRACE, broken percent-encoding). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(APP_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a page carries a nonce-based CSP that its own scripts satisfy, and the other security headers", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/auth");
  const headers = res!.headers();
  const csp = headers["content-security-policy"]!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/img-src[^;]*data:/);
  expect(csp).toMatch(/connect-src[^;]*ws:\/\/localhost:\d+/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  // Each visit gets its own nonce, and the page works under it: the sign-up tab answers a click.
  const again = (await page.request.get("/auth")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);
  await page.getByRole("tab", { name: "Inscription" }).click();
  await expect(page.getByLabel("Prénom")).toBeVisible();
  expect(violations).toEqual([]);
});

test("an API answer allows nothing to run and cannot be framed", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
});

test("TRACE and a broken path are refused with 405 and 400, never a 500", async () => {
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

test("a state-changing call from another site is refused before it is read", async ({ request }) => {
  const res = await request.post("/api/login", {
    data: { username: "quelquun", password: "Kitesurf2026" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: "Origine de la requête non autorisée." });
});
