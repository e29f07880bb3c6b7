import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const base = { DATABASE_URL: "postgres://u@127.0.0.1:5432/db", BETTER_AUTH_SECRET: "x".repeat(32) };

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({ PORT: 3000, REALTIME_PORT: 3001, OPEN_METEO_BASE_URL: "https://api.open-meteo.com", OPEN_METEO_MARINE_BASE_URL: "https://marine-api.open-meteo.com", OPEN_METEO_PREVIOUS_RUNS_BASE_URL: "https://previous-runs-api.open-meteo.com", DATA_DIR: ".data" });
  });

  it("names a missing variable in a French sentence", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "x".repeat(32) })).toThrow("La variable d'environnement DATABASE_URL est manquante.");
  });

  it("names a malformed variable and says why", () => {
    expect(() => parseEnv({ ...base, PORT: "abc" })).toThrow(/La variable d'environnement PORT est invalide/);
    expect(() => parseEnv({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL est invalide : doit commencer par postgres/);
    expect(() => parseEnv({ ...base, BETTER_AUTH_SECRET: "court" })).toThrow(/BETTER_AUTH_SECRET est invalide : doit faire au moins 32 caractères/);
  });

  it("takes the registrations allowed per address and hour: 100 unless raised, a whole number at least 1", () => {
    expect(parseEnv(base).REGISTRATIONS_PER_HOUR).toBe(100);
    expect(parseEnv({ ...base, REGISTRATIONS_PER_HOUR: "2000" }).REGISTRATIONS_PER_HOUR).toBe(2000);
    expect(() => parseEnv({ ...base, REGISTRATIONS_PER_HOUR: "0" })).toThrow(/REGISTRATIONS_PER_HOUR est invalide : doit valoir au moins 1/);
    expect(() => parseEnv({ ...base, REGISTRATIONS_PER_HOUR: "beaucoup" })).toThrow(/REGISTRATIONS_PER_HOUR est invalide/);
  });

  it("gives the web server a 256 MB heap unless WEB_HEAP_MB says otherwise (0: V8's own limit)", () => {
    expect(parseEnv(base).WEB_HEAP_MB).toBe(256);
    expect(parseEnv({ ...base, WEB_HEAP_MB: "0" }).WEB_HEAP_MB).toBe(0);
    expect(parseEnv({ ...base, WEB_HEAP_MB: "768" }).WEB_HEAP_MB).toBe(768);
    expect(() => parseEnv({ ...base, WEB_HEAP_MB: "64" })).toThrow(/WEB_HEAP_MB est invalide : doit valoir 0 ou entre 128 et 65536/);
    expect(() => parseEnv({ ...base, WEB_HEAP_MB: "beaucoup" })).toThrow(/WEB_HEAP_MB est invalide/);
  });

  it("derives APP_URL from the Vercel preview host", () => {
    expect(parseEnv({ ...base, VERCEL_BRANCH_URL: "alize-git-feat.vercel.app" }).APP_URL).toBe("https://alize-git-feat.vercel.app");
  });

  it("takes a VAPID key pair only whole and well formed", () => {
    const publicKey = `B${"A".repeat(86)}`;
    const privateKey = "a".repeat(43);
    expect(parseEnv({ ...base, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({ VAPID_PUBLIC_KEY: publicKey });
    expect(parseEnv({ ...base, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "" }).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(() => parseEnv({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      "La variable d'environnement VAPID_PRIVATE_KEY est invalide : VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble.",
    );
    expect(() => parseEnv({ ...base, VAPID_PUBLIC_KEY: "court", VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY est invalide : doit être une clé publique/);
    expect(() => parseEnv({ ...base, VAPID_SUBJECT: "http://alize.example" })).toThrow(/VAPID_SUBJECT est invalide : doit être une adresse mailto: ou une URL https:/);
    expect(parseEnv({ ...base, VAPID_SUBJECT: "mailto:contact@alize.example" }).VAPID_SUBJECT).toBe("mailto:contact@alize.example");
  });
});
