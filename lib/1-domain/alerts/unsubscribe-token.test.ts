import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "x".repeat(40);

describe("unsubscribe token", () => {
  it("names the alert it was signed for", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, SECRET), SECRET)).toBe(42);
  });

  it("refuses another alert's id, another secret, a truncated or foreign token", () => {
    const token = signUnsubscribeToken(42, SECRET);
    const [, sig] = token.split(".");
    expect(verifyUnsubscribeToken(`43.${sig}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(token, "y".repeat(40))).toBeNull();
    expect(verifyUnsubscribeToken(token.slice(0, -1), SECRET)).toBeNull();
    for (const bad of ["", "42", "0.abc", `${"9".repeat(11)}.${sig}`, 42, null, {}, "a".repeat(5000)]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });
});
