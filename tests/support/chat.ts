import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { messages, sessions, spots, users } from "../../db/schema";
import type { RealtimeGrant } from "../../lib/3-features/chat/socket-token";

/* Rows for the chat's tests (not a test file itself): a user signed in, a spot, a channel's stored messages. */

/** A user with a live web session (as after signing in): what the app signs a socket credential for. */
export async function createUser(prefix = "rider"): Promise<RealtimeGrant> {
  const username = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  const [row] = await getDb().insert(users).values({ username, email: `${username}@example.fr` }).returning();
  return { userId: row!.id, username, sessionId: await createSession(row!.id) };
}

/** Another web session of this user (another device). */
export async function createSession(userId: number, ttlMs = 24 * 60 * 60 * 1000): Promise<number> {
  const [session] = await getDb()
    .insert(sessions)
    .values({ userId, token: crypto.randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + ttlMs) })
    .returning({ id: sessions.id });
  return session!.id;
}

/** What POST /api/logout does to the session's row. */
export async function deleteSession(sessionId: number): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, sessionId));
}

/** A session reaching its expiry. */
export async function expireSession(sessionId: number): Promise<void> {
  await getDb().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId));
}

export async function createSpot(name = `Spot ${crypto.randomBytes(4).toString("hex")}`): Promise<number> {
  const [row] = await getDb()
    .insert(spots)
    .values({ name, description: "Spot de test", latitude: 47.2, longitude: -2.5, hydrographicZero: 3, hydrographicSource: "test" })
    .returning({ id: spots.id });
  return row!.id;
}


export async function storedMessages(channelId: number) {
  return getDb().select().from(messages).where(eq(messages.channelId, channelId)).orderBy(messages.id);
}
