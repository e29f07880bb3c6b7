import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chatChannels, messages, spots, users } from "../../../db/schema";
import { RECENT_MESSAGES_LIMIT } from "../../1-domain/chat/constants";
import { RECENT_MESSAGES_MAX_BYTES } from "../../1-domain/chat/limits";
import type { ChatMessage, MessageType } from "../../1-domain/chat/events";

/*
 * The chat's storage: one channel per spot (channel id = spot id, row created on first join) and its
 * messages. The realtime service is the only writer. A channel is created from its spot's row (spots) in one
 * statement; the messages are read with their authors' names (users).
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

/**
 * The last messages of a channel, oldest first, each with its author. Images are sent newest first up to a
 * byte budget; older ones beyond it come as placeholders (empty content, `imageOmitted`), so that the list
 * still holds the last `limit` messages while one join can never weigh more than about the budget. The
 * budget is applied in SQL: the omitted images' content never leaves the database.
 */
export async function recentMessages(
  db: Db,
  channelId: number,
  limit = RECENT_MESSAGES_LIMIT,
  imageBudget = RECENT_MESSAGES_MAX_BYTES,
): Promise<ChatMessage[]> {
  // The last `limit` rows first (the index's order), so that the budget's running sum covers those only.
  const newest = db
    .select({
      id: messages.id,
      channelId: messages.channelId,
      userId: messages.userId,
      content: messages.content,
      type: messages.type,
      createdAt: messages.createdAt,
      clientId: messages.clientId,
      username: sql<string>`${displayName}`.as("username"),
      // octet_length reads a stored value's size without fetching it.
      imageBytes: sql<number>`case when ${messages.type} = 'image' then octet_length(${messages.content}) else 0 end`.as("image_bytes"),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.channelId, channelId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .as("newest");
  const imagesSoFar = sql`sum(${newest.imageBytes}) over (order by ${newest.createdAt} desc, ${newest.id} desc)`;
  const omitted = sql<boolean>`${newest.type} = 'image' and ${imagesSoFar} > ${imageBudget}`;
  const rows = await db
    .select({
      id: newest.id,
      channelId: newest.channelId,
      userId: newest.userId,
      content: sql<string>`case when ${omitted} then '' else ${newest.content} end`,
      type: newest.type,
      createdAt: newest.createdAt,
      clientId: newest.clientId,
      username: newest.username,
      omitted: omitted.as("omitted"),
    })
    .from(newest)
    .orderBy(asc(newest.createdAt), asc(newest.id));
  return rows.map(({ username, omitted: left, createdAt, ...m }) => ({
    ...m,
    createdAt: new Date(createdAt).toISOString(),
    user: { id: m.userId, username },
    ...(left ? { imageOmitted: true as const } : {}),
  }));
}

export type NewMessage = {
  channelId: number;
  author: { id: number; username: string };
  content: string;
  type: MessageType;
  /** The sender's idempotency key: storing the same key twice for one user returns the first message. */
  clientId?: string;
};

export const toChatMessage = (row: typeof messages.$inferSelect, author: { id: number; username: string }): ChatMessage => ({
  id: row.id,
  channelId: row.channelId,
  userId: row.userId,
  content: row.content,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  user: { id: author.id, username: author.username },
  clientId: row.clientId,
});

/** On a repeated (user, clientId) the insert returns the row already stored instead of a second one. */
const onRepeatedClientId = {
  target: [messages.userId, messages.clientId],
  set: { clientId: sql`excluded.client_id` },
};

/** Stores a message (before anyone sees it) and returns it as NEW_MESSAGE carries it. */
export async function storeMessage(db: Db, input: NewMessage): Promise<ChatMessage> {
  const [row] = await db
    .insert(messages)
    .values({ channelId: input.channelId, userId: input.author.id, content: input.content, type: input.type, clientId: input.clientId })
    .onConflictDoUpdate(onRepeatedClientId)
    .returning();
  return toChatMessage(row!, input.author);
}

/**
 * Several messages in one multi-row INSERT (the writer's batch), each row as stored: for a repeated idempotency
 * key, the row stored earlier. New rows' serial ids follow the order of `inputs`.
 */
export async function insertMessages(db: Db, inputs: readonly NewMessage[]): Promise<(typeof messages.$inferSelect)[]> {
  return db
    .insert(messages)
    .values(
      inputs.map((input) => ({
        channelId: input.channelId,
        userId: input.author.id,
        content: input.content,
        type: input.type,
        clientId: input.clientId,
      })),
    )
    .onConflictDoUpdate(onRepeatedClientId)
    .returning();
}

/** The message this user already stored under this idempotency key, if any. */
export async function messageByClientId(db: Db, author: { id: number; username: string }, clientId: string): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, author.id), eq(messages.clientId, clientId)))
    .limit(1);
  return row ? toChatMessage(row, author) : null;
}

/**
 * The channel's report messages (a logged session told in the chat) stored since `since`, newest first, with their
 * authors' names: the live block of a spot without a station reads the fresh ones.
 */
export async function reportMessagesSince(db: Db, channelId: number, since: Date, limit: number) {
  const rows = await db
    .select({ id: messages.id, content: messages.content, createdAt: messages.createdAt, username: displayName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.channelId, channelId), eq(messages.type, "report"), gte(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows;
}
