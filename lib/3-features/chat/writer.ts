import type { Db } from "../../../db/client";
import type { ChatMessage } from "../../1-domain/chat/events";
import { insertMessages, storeMessage, toChatMessage, type NewMessage } from "../../2-stores/chat/store";

export type { NewMessage };
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
    const rows = await insertMessages(db, batch.map((p) => p.input));
    // A message with an idempotency key maps back by (user, key): it may be a row stored earlier. The others
    // are new rows whose serial ids follow the VALUES order: sorting by id maps each back to its message.
    const keyOf = (userId: number, clientId: string) => `${userId}:${clientId}`;
    const byKey = new Map(rows.flatMap((r) => (r.clientId ? [[keyOf(r.userId, r.clientId), r] as const] : [])));
    const unkeyed = rows.filter((r) => !r.clientId).sort((a, b) => a.id - b.id);
    let next = 0;
    for (const { input, resolve } of batch) {
      const row = input.clientId ? byKey.get(keyOf(input.author.id, input.clientId)) : unkeyed[next++];
      resolve(toChatMessage(row!, input.author));
    }
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
