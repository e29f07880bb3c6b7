import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "./proxy";

afterEach(() => vi.restoreAllMocks());
const at = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(new URL(path, "http://127.0.0.1:3000"), init);

describe("proxy", () => {
  it("refuses a request naming a server action with a French 400 and one log line, whatever the id", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = proxy(at("/auth", { method: "POST", headers: { "next-action": "x".repeat(5000), cookie: "a=b" } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Requête invalide : cette application n'a pas d'action serveur." });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe("[alizé] action serveur refusée (Alizé n'en a pas) : POST /auth");
    expect(error).not.toHaveBeenCalled();
  });

  it("sends a trailing slash to the one spelling with a 308, query kept; the root stays", () => {
    const res = proxy(at("/spots/?vue=carte"));
    expect(res.status).toBe(308);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname + to.search).toBe("/spots?vue=carte");
    expect(proxy(at("/")).status).not.toBe(308);
  });

  it("sends a page without a session cookie to /auth, and gives a page its policy (the same for every rider and request)", () => {
    expect(new URL(proxy(at("/spots")).headers.get("location")!).pathname).toBe("/auth");
    const page = proxy(at("/spots", { headers: { cookie: "alize.session_token=x" } }));
    const policy = page.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(proxy(at("/spots", { headers: { cookie: "alize.session_token=y" } })).headers.get("content-security-policy")).toBe(policy);
  });

  it("sends a forecast's model named the old way (?modele=) to its page's own address, keeping the rest", () => {
    const cookie = { cookie: "alize.session_token=x" };
    const moved = proxy(at("/spots/12/weather?modele=icon_eu&jour=2", { headers: cookie }));
    expect(moved.status).toBe(308);
    expect(new URL(moved.headers.get("location")!).pathname + new URL(moved.headers.get("location")!).search).toBe("/spots/12/weather/icon_eu?jour=2");
    expect(proxy(at("/spots/12/weather?modele=nope", { headers: cookie })).status).toBe(200);
    expect(proxy(at("/spots/12/weather", { headers: cookie })).status).toBe(200);
  });
});
