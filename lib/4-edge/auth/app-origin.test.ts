import { afterEach, describe, expect, it, vi } from "vitest";
import { appUrlIsSet, isLoopbackHost, linkOrigin, noteRequestOrigin, requestOrigin } from "./app-origin";

const saved = { APP_URL: process.env.APP_URL, TRUSTED_PROXY: process.env.TRUSTED_PROXY };
afterEach(() => {
  process.env.APP_URL = saved.APP_URL;
  if (saved.TRUSTED_PROXY === undefined) delete process.env.TRUSTED_PROXY;
  else process.env.TRUSTED_PROXY = saved.TRUSTED_PROXY;
  vi.restoreAllMocks();
});
const host = (h: string, extra: Record<string, string> = {}) => new Headers({ host: h, ...extra });

describe("linkOrigin", () => {
  it("with APP_URL unset, follows the host the app was reached on only when it is this machine", () => {
    delete process.env.APP_URL;
    expect(linkOrigin(host("127.0.0.1:3400"))).toBe("http://127.0.0.1:3400");
    expect(linkOrigin(host("localhost:3000"))).toBe("http://localhost:3000");
    expect(linkOrigin(host("[::1]:3400"))).toBe("http://[::1]:3400");
  });

  it("with APP_URL unset, never follows a host someone on the rider's network could answer to", () => {
    delete process.env.APP_URL;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const h of ["192.168.1.20:3000", "10.0.0.7", "kitebox:3000", "kitebox.local", "[fd00::1]:3000", "169.254.1.1"]) {
      expect(linkOrigin(host(h)), h).toBe("http://localhost:3000");
    }
  });

  it("with APP_URL unset, never follows a public or malformed host (a forged Host would steal the token)", () => {
    delete process.env.APP_URL;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(linkOrigin(host("evil.example"))).toBe("http://localhost:3000");
    expect(linkOrigin(host("evil.example/path@x"))).toBe("http://localhost:3000");
    expect(linkOrigin(new Headers())).toBe("http://localhost:3000");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/APP_URL n'est pas définie/);
  });

  it("with APP_URL set, always APP_URL", () => {
    process.env.APP_URL = "http://localhost:3000";
    expect(linkOrigin(host("127.0.0.1:3400"))).toBe("http://localhost:3000");
  });

  it("takes https from X-Forwarded-Proto only behind a trusted proxy", () => {
    expect(requestOrigin(host("10.0.0.5", { "x-forwarded-proto": "https" }), false)).toBe("http://10.0.0.5");
    expect(requestOrigin(host("10.0.0.5", { "x-forwarded-proto": "https" }), true)).toBe("https://10.0.0.5");
  });
});

describe("noteRequestOrigin", () => {
  it("says once, in French, that the browser's origin differs from APP_URL; nothing when they agree or APP_URL is unset", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.APP_URL = "http://localhost:3000";
    noteRequestOrigin(host("localhost:3000"));
    expect(warn).not.toHaveBeenCalled();
    noteRequestOrigin(host("127.0.0.1:3400"));
    noteRequestOrigin(host("127.0.0.1:3400"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      "[alizé] Attention : l'application est atteinte par http://127.0.0.1:3400, mais APP_URL vaut http://localhost:3000. Les liens des e-mails et le chat utilisent APP_URL : corrigez APP_URL si elle ne correspond pas à l'adresse publique.",
    );
    delete process.env.APP_URL;
    noteRequestOrigin(host("127.0.0.1:3999"));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("helpers", () => {
  it("tells a set APP_URL from the default", () => {
    expect(appUrlIsSet({})).toBe(false);
    expect(appUrlIsSet({ APP_URL: " " })).toBe(false);
    expect(appUrlIsSet({ APP_URL: "https://alize.example" })).toBe(true);
    expect(appUrlIsSet({ VERCEL_URL: "alize.vercel.app" })).toBe(true);
  });

  it("knows loopback hosts", () => {
    for (const h of ["localhost", "app.localhost", "127.0.0.1", "127.8.0.1", "[::1]", "::ffff:127.0.0.1"]) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ["alize.example", "8.8.8.8", "kitebox.local", "kitebox", "10.1.2.3", "192.168.1.20", "fd00::1", "localhost.evil.example"]) {
      expect(isLoopbackHost(h), h).toBe(false);
    }
  });
});
