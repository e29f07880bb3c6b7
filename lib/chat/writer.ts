import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import type { ChatMessage, MessageType } from "./events";
import { storeMessage } from "./store";

export type NewMessage = { channelId: number; author: { id: number; username: string }; content: string; type: MessageType };
type Pending = { input: NewMessage; resolve: (m: ChatMessage) => void; reject: (e: unknown) => void };

/**
 * Stores messages with natural batching: when idle, a message is inserted at once; while an insert is in
 * flight, the messages that arrive meanwhile go together in the next multi-row INSERT. Under load this
 * turns one round trip and one commit per message into one per batch, with no added delay when quiet.
 */
export function createMessageWriter(db: Db, maxBatch = 200) {
  let queue: Pending[] = [];
  let flushing = false;

  async function insertBatch(batch: Pending[]) {
    const rows = await db
      .insert(messages)
      .values(batch.map(({ input }) => ({ channelId: input.channelId, userId: input.author.id, content: input.content, type: input.type })))
      .returning();
    // Serial ids follow the VALUES order: sorting by id maps each row back to its message.
    rows.sort((a, b) => a.id - b.id);
    batch.forEach(({ input, resolve }, i) => {
      const row = rows[i]!;
      resolve({
        id: row.id,
        channelId: row.channelId,
        userId: row.userId,
        content: row.content,
        type: row.type,
        createdAt: row.createdAt.toISOString(),
        user: { id: input.author.id, username: input.author.username },
      });
    });
  }

  async function flush() {
    flushing = true;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        if (batch.length === 1) batch[0]!.resolve(await storeMessage(db, batch[0]!.input));
        else await insertBatch(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One bad row (a user or spot deleted meanwhile) must not fail the others: retry them one by one.
        else for (const p of batch) await storeMessage(db, p.input).then(p.resolve, p.reject);
      }
    }
    flushing = false;
  }

  return {
    store(input: NewMessage): Promise<ChatMessage> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
