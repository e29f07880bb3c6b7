import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chatChannels, messages, spots, users } from "../../db/schema";
import { RECENT_MESSAGES_LIMIT, RECENT_MESSAGES_MAX_CHARS } from "./constants";
import type { ChatMessage, MessageType } from "./events";

/*
 * The chat's storage: one channel per spot (channel id = spot id, row created on first join) and its
 * messages. The realtime service is the only writer.
 */

/** The channel of this spot, created on first use; false when the spot does not exist. */
export async function ensureChannel(db: Db, spotId: number): Promise<boolean> {
  const existing = await db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.id, spotId)).limit(1);
  if (existing.length) return true;
  // Insert … select: no row when the spot is unknown; "do nothing" when another join created it meanwhile.
  await db.execute(
    sql`insert into ${chatChannels} (id, spot_id, name) select id, id, name from ${spots} where id = ${spotId} on conflict do nothing`,
  );
  const created = await db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.id, spotId)).limit(1);
  return created.length > 0;
}

const displayName = sql<string>`coalesce(nullif(${users.displayUsername}, ''), ${users.username})`;

/** The last messages of a channel, oldest first, each with its author. */
export async function recentMessages(db: Db, channelId: number, limit = RECENT_MESSAGES_LIMIT): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      channelId: messages.channelId,
      userId: messages.userId,
      content: messages.content,
      type: messages.type,
      createdAt: messages.createdAt,
      username: displayName,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.channelId, channelId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  // Newest first, up to a content budget: a channel full of large images cannot make each join huge.
  let budget = RECENT_MESSAGES_MAX_CHARS;
  const kept = rows.filter((m) => (budget -= m.content.length) >= 0);
  return kept.reverse().map(({ username, ...m }) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    user: { id: m.userId, username },
  }));
}

/** Stores a message (before anyone sees it) and returns it as NEW_MESSAGE carries it. */
export async function storeMessage(
  db: Db,
  input: { channelId: number; author: { id: number; username: string }; content: string; type: MessageType },
): Promise<ChatMessage> {
  const [row] = await db
    .insert(messages)
    .values({ channelId: input.channelId, userId: input.author.id, content: input.content, type: input.type })
    .returning();
  return {
    id: row!.id,
    channelId: row!.channelId,
    userId: row!.userId,
    content: row!.content,
    type: row!.type,
    createdAt: row!.createdAt.toISOString(),
    user: { id: input.author.id, username: input.author.username },
  };
}
