import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { passwordResetTokens, rateLimits, sessions } from "@/db/schema";
import { registerUser, uniqueName } from "@/tests/support/api";
import { purgeExpired } from "./purge";

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe("purgeExpired", () => {
  it("deletes finished rate-limit windows, spent or expired reset tokens and expired sessions, and keeps the rest", async () => {
    const db = getDb();
    const { user } = await registerUser();
    const [old, fresh] = [uniqueName("purge:old:"), uniqueName("purge:fresh:")];
    await db.insert(rateLimits).values([
      { key: old, count: 3, windowStart: ago(86_400 + 60), expiresAt: ago(60) },
      { key: fresh, count: 3, windowStart: ago(60), expiresAt: ago(-3600) },
    ]);
    const hour = 3600 * 1000;
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: uniqueName("expired"), expiresAt: new Date(Date.now() - hour) },
      { userId: user.id, tokenHash: uniqueName("spent"), expiresAt: new Date(Date.now() + hour), used: 1 },
      { userId: user.id, tokenHash: uniqueName("live"), expiresAt: new Date(Date.now() + hour) },
    ]);
    const [live] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    await db.insert(sessions).values({ token: uniqueName("old-session"), userId: user.id, expiresAt: new Date(Date.now() - hour) });

    const purged = await purgeExpired(db);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    expect(purged.resetTokens).toBeGreaterThanOrEqual(2);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);

    expect((await db.select().from(rateLimits).where(inArray(rateLimits.key, [old, fresh]))).map((r) => r.key)).toEqual([fresh]);
    const tokens = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(tokens.map((t) => t.tokenHash)).toEqual([expect.stringMatching(/^live/)]);
    const left = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toEqual([live!.id]);
  });
});
