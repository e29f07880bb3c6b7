import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { accounts, passwordResetTokens } from "@/db/schema";
import { registerUser, uniqueName } from "@/tests/support/api";
import { fromIp, mailsTo } from "@/tests/support/auth";
import { isResetTokenValid, requestPasswordReset, resetPassword, RESET_INVALID_MESSAGE } from "./password-reset";

const headers = () => new Headers(fromIp());

describe("password reset tokens", () => {
  it("returns the same kind of task for an unknown address, which finds nobody and writes nothing", async () => {
    const email = `${uniqueName("ghost")}@example.fr`;
    const task = await requestPasswordReset(getDb(), email, headers());
    expect(typeof task).toBe("function");
    await task();
    expect(await mailsTo(email)).toEqual([]);
  });

  it("returns the whole work as a task: no token exists until the caller runs it after answering", async () => {
    const { email, user } = await registerUser();
    const tokens = () => getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const task = await requestPasswordReset(getDb(), email, headers());
    expect(await tokens()).toHaveLength(0);
    await task();
    expect(await tokens()).toHaveLength(1);
  });

  it("refuses malformed tokens before touching the database", async () => {
    for (const token of ["", "short", "x".repeat(43).replace(/x$/, "/"), "x".repeat(44)]) {
      expect(await isResetTokenValid(getDb(), token)).toBe(false);
    }
  });

  it("changes only the token owner's password", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const token = crypto.randomBytes(32).toString("base64url");
    await getDb()
      .insert(passwordResetTokens)
      .values({
        userId: owner.user.id,
        tokenHash: crypto.createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 60_000),
      });
    const [before] = await getDb().select().from(accounts).where(eq(accounts.userId, other.user.id));
    await resetPassword(getDb(), token, "NouveauVent2026");
    const [after] = await getDb().select().from(accounts).where(eq(accounts.userId, other.user.id));
    expect(after!.password).toBe(before!.password);
    await expect(resetPassword(getDb(), token, "NouveauVent2026")).rejects.toMatchObject({ status: 400, message: RESET_INVALID_MESSAGE });
  });
});
