import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../0-base/env";
import { ensureVapidKeysFile, resolveVapid, subjectFrom, VAPID_FILE } from "./vapid";

const base = { DATABASE_URL: "postgres://u@127.0.0.1:5432/db", BETTER_AUTH_SECRET: "x".repeat(32) };
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "alize-vapid-"));

describe("VAPID keys", () => {
  it("are generated once into the data directory, then reused", () => {
    const dir = tempDir();
    const first = ensureVapidKeysFile(dir);
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(fs.statSync(path.join(dir, VAPID_FILE)).mode & 0o077).toBe(0);
    expect(ensureVapidKeysFile(dir)).toEqual(first);
    expect(resolveVapid(parseEnv({ ...base, NODE_ENV: "development", DATA_DIR: dir }))).toMatchObject(first);
    fs.rmSync(dir, { recursive: true });
  });

  it("come from the environment when set, and are absent in production otherwise", () => {
    const keys = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "a".repeat(43) };
    const dir = tempDir();
    expect(resolveVapid(parseEnv({ ...base, ...keys, NODE_ENV: "production", VAPID_SUBJECT: "https://alize.example" }))).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: "https://alize.example",
    });
    expect(resolveVapid(parseEnv({ ...base, NODE_ENV: "production", DATA_DIR: dir }))).toBeNull();
    expect(fs.existsSync(path.join(dir, VAPID_FILE))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it("name the sender's address as their contact when VAPID_SUBJECT is unset", () => {
    expect(subjectFrom({ MAIL_FROM: "Alizé <no-reply@alize.example>" })).toBe("mailto:no-reply@alize.example");
    expect(subjectFrom({ MAIL_FROM: "contact@alize.example" })).toBe("mailto:contact@alize.example");
  });
});
