import { createAdapter } from "@socket.io/redis-streams-adapter";
import { createClient } from "redis";

/*
 * Several instances share rooms through Redis. The streams adapter (rather than the pub/sub one) keeps
 * Socket.IO's connection state recovery working across instances: a brief disconnect loses no message.
 * Images make stream entries large (up to ~7 MB), so the stream is capped well below the adapter's default
 * of 10,000 entries; an instance only lags behind it if it stops reading for that many broadcasts.
 */
const REDIS_STREAM_MAX_LEN = 1000;

export async function connectRedisAdapter(url: string) {
  const client = createClient({ url });
  client.on("error", (error: Error) => console.error("[realtime] Redis :", error.message));
  await client.connect();
  return {
    adapter: createAdapter(client, { maxLen: REDIS_STREAM_MAX_LEN, streamName: "alize:chat", channelPrefix: "alize:chat" }),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
