import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { messages, spots, users } from "../../db/schema";
import type { RealtimeIdentity } from "../realtime/token";

/* Rows for the chat's tests (not a test file itself): a user, a spot, a channel's stored messages. */

export async function createUser(prefix = "rider"): Promise<RealtimeIdentity> {
  const username = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  const [row] = await getDb().insert(users).values({ username, email: `${username}@example.fr` }).returning();
  return { userId: row!.id, username };
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

