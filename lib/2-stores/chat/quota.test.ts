import { describe, expect, it } from "vitest";
import { getDb } from "../../../db/client";
import { createUser } from "../../../tests/support/chat";
import { takeImageQuota } from "./quota";

const QUOTA = { images: 3, bytes: 1000 };

describe("daily image quota", () => {
  it("counts images per user until the count is reached; a refused image is not counted", async () => {
    const alice = await createUser();
    const bruno = await createUser();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await takeImageQuota(getDb(), alice.userId, 10, QUOTA));
    expect(results).toEqual([true, true, true, false]);
    expect(await takeImageQuota(getDb(), bruno.userId, 10, QUOTA)).toBe(true);
  });

  it("counts bytes too: an image that would pass the byte budget is refused, a smaller one still fits", async () => {
    const user = await createUser();
    expect(await takeImageQuota(getDb(), user.userId, 900, QUOTA)).toBe(true);
    expect(await takeImageQuota(getDb(), user.userId, 200, QUOTA)).toBe(false);
    expect(await takeImageQuota(getDb(), user.userId, 100, QUOTA)).toBe(true);
    expect(await takeImageQuota(getDb(), user.userId, 1, QUOTA)).toBe(false);
    expect(await takeImageQuota(getDb(), (await createUser()).userId, 1001, QUOTA)).toBe(false);
  });

  it("holds under concurrent sends (several instances): never more than the count", async () => {
    const user = await createUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => takeImageQuota(getDb(), user.userId, 1, QUOTA)));
    expect(results.filter(Boolean)).toHaveLength(QUOTA.images);
  });
});
