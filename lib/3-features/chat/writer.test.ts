import { describe, expect, it } from "vitest";
import { getDb } from "../../../db/client";
import { createSpot, createUser, storedMessages } from "../../../tests/support/chat";
import { ensureChannel } from "../../2-stores/chat/store";
import { createMessageWriter } from "./writer";

describe("message writer", () => {
  it("stores a burst in order, each caller getting its own row, and isolates a bad row", async () => {
    const db = getDb();
    const spotId = await createSpot();
    await ensureChannel(db, spotId);
    const author = await createUser();
    const ghost = { id: 2_000_000_000, username: "fantome" };
    const writer = createMessageWriter(db, 8);
    const inputs = Array.from({ length: 30 }, (_, i) => ({
      channelId: spotId,
      author: i === 17 ? ghost : { id: author.userId, username: author.username },
      content: `m${i}`,
      type: "text" as const,
    }));
    const results = await Promise.allSettled(inputs.map((input) => writer.store(input)));
    expect(results[17]!.status).toBe("rejected");
    const ok = results.flatMap((r, i) => (r.status === "fulfilled" ? [[i, r.value] as const] : []));
    expect(ok).toHaveLength(29);
    for (const [i, message] of ok) expect(message).toMatchObject({ content: `m${i}`, userId: author.userId, channelId: spotId });
    const stored = await storedMessages(spotId);
    expect(stored.map((m) => m.content)).toEqual(inputs.map((m) => m.content).filter((c) => c !== "m17"));
    expect(new Set(ok.map(([, m]) => m.id)).size).toBe(29);
  });
});
