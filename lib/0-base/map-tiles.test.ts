import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { pageContentSecurityPolicy, tileSources } from "../4-edge/http/security-headers";
import { DEFAULT_TILES_URL, parseTileTemplate, tileImageSource } from "./map-tiles";

describe("MAP_TILES_URL", () => {
  it("defaults to the OpenStreetMap tile server, allowed by the pages' img-src", () => {
    expect(parseTileTemplate(undefined)).toBe(DEFAULT_TILES_URL);
    expect(parseTileTemplate("  ")).toBe(DEFAULT_TILES_URL);
    const env = parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db", BETTER_AUTH_SECRET: "x".repeat(32) });
    expect(env.MAP_TILES_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    const csp = pageContentSecurityPolicy({ dev: false, connect: [], images: tileSources({}) });
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it("takes another server's template, with a {s} subdomain as a wildcard host and a port", () => {
    const t = "https://{s}.tiles.example.fr/carte/{z}/{x}/{y}{r}.png?cle=abc";
    expect(parseTileTemplate(t)).toBe(t);
    expect(tileImageSource(t)).toBe("https://*.tiles.example.fr");
    expect(tileSources({ MAP_TILES_URL: "http://127.0.0.1:8080/{z}/{x}/{y}.png" })).toEqual(["http://127.0.0.1:8080"]);
  });

  it.each([
    "none",
    "pas une url",
    "ftp://tiles.example.fr/{z}/{x}/{y}.png",
    "javascript:alert(1)//{z}/{x}/{y}",
    "https://tiles.example.fr/{z}/{x}.png", // no {y}
    "https://tiles.example.fr/{z}/{x}/{y}/{toto}.png", // unknown placeholder
    "https://user:pass@tiles.example.fr/{z}/{x}/{y}.png",
    "https://a;script-src *;b.example.fr/{z}/{x}/{y}.png", // would write into the CSP
    "https://{z}.example.fr/{x}/{y}.png", // a placeholder in the host other than {s}
    `https://tiles.example.fr/${"a".repeat(600)}/{z}/{x}/{y}.png`,
  ])("leaves an unusable value (%s) as no tiles: no img-src added, nothing else fails", (value) => {
    expect(parseTileTemplate(value)).toBeNull();
    expect(tileSources({ MAP_TILES_URL: value })).toEqual([]);
    const env = parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db", BETTER_AUTH_SECRET: "x".repeat(32), MAP_TILES_URL: value });
    expect(env.MAP_TILES_URL).toBeNull();
    expect(env.PORT).toBe(3000);
  });
});
