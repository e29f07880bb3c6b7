import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const base = { DATABASE_URL: "postgres://u@127.0.0.1:5432/db", BETTER_AUTH_SECRET: "x".repeat(32) };

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({ PORT: 3000, REALTIME_PORT: 3001, OPEN_METEO_BASE_URL: "https://api.open-meteo.com", DATA_DIR: ".data" });
  });

  it("names a missing variable in a French sentence", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "x".repeat(32) })).toThrow("La variable d'environnement DATABASE_URL est manquante.");
  });

  it("names a malformed variable and says why", () => {
    expect(() => parseEnv({ ...base, PORT: "abc" })).toThrow(/La variable d'environnement PORT est invalide/);
    expect(() => parseEnv({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL est invalide : doit commencer par postgres/);
    expect(() => parseEnv({ ...base, BETTER_AUTH_SECRET: "court" })).toThrow(/BETTER_AUTH_SECRET est invalide : doit faire au moins 32 caractères/);
  });

  it("derives APP_URL from the Vercel preview host", () => {
    expect(parseEnv({ ...base, VERCEL_BRANCH_URL: "alize-git-feat.vercel.app" }).APP_URL).toBe("https://alize-git-feat.vercel.app");
  });
});
