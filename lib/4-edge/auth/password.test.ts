import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's floor (19 MiB, 2 passes, 1 lane), salted", async () => {
    const a = await hashPassword("Kitesurf2026");
    const b = await hashPassword("Kitesurf2026");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Kitesurf2026");
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("Kitesurf2026");
    expect(await verifyPassword({ hash, password: "Kitesurf2026" })).toBe(true);
    expect(await verifyPassword({ hash, password: "kitesurf2026" })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("treats a malformed stored hash as a failed check, not a crash", async () => {
    for (const hash of ["", "plain", "$argon2id$broken", "salt:deadbeef"]) {
      expect(await verifyPassword({ hash, password: "Kitesurf2026" })).toBe(false);
    }
  });
});
