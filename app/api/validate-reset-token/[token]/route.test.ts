import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as requestReset } from "@/app/api/request-password-reset/route";
import { POST as resetPassword } from "@/app/api/reset-password/route";
import { getDb } from "@/db/client";
import { passwordResetTokens } from "@/db/schema";
import { call, registerUser } from "@/tests/support/api";
import { fromIp, tokenFromMail, waitForMail } from "@/tests/support/auth";
import { GET } from "./route";

async function freshToken() {
  const rider = await registerUser();
  await call(requestReset, { body: { email: rider.email }, headers: fromIp() });
  return { ...rider, token: tokenFromMail(await waitForMail(rider.email)) };
}

async function validity(token: string) {
  const res = await call(GET, { params: { token } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toMatch(/no-store/);
  return ((await res.json()) as { valid: boolean }).valid;
}

describe("GET /api/validate-reset-token/{token}", () => {
  it("says a fresh token is valid, without spending it", async () => {
    const { token } = await freshToken();
    expect(await validity(token)).toBe(true);
    expect(await validity(token)).toBe(true);
  });

  it("says a forged token is invalid, well-formed or not", async () => {
    for (const token of [crypto.randomBytes(32).toString("base64url"), "abc", "a".repeat(500), "../../etc/passwd", "%00", "' or 1=1 --"]) {
      expect(await validity(token), token).toBe(false);
    }
  });

  it("says an expired token is invalid", async () => {
    const { token, user } = await freshToken();
    await getDb()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(await validity(token)).toBe(false);
  });

  it("says a used token is invalid", async () => {
    const { token } = await freshToken();
    const res = await call(resetPassword, { body: { token, password: "NouveauVent2026" } });
    expect(res.status).toBe(200);
    expect(await validity(token)).toBe(false);
  });
});
