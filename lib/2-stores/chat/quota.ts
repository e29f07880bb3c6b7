import type { Db } from "../../../db/client";
import { DAILY_IMAGE_QUOTA } from "../../1-domain/chat/limits";
import { take, type Limit } from "../rate-limits/database";

/** Longer than the UTC day the keys name: a day's counters never start a new window, and expire after it. */
const DAY_KEY_WINDOW_SECONDS = 2 * 24 * 3600;

/** The two counters of a user's images on a UTC day ("yyyy-MM-dd"): how many, and how many bytes. */
export function imageQuotaKeys(userId: number, day = new Date().toISOString().slice(0, 10)) {
  return { images: `chat:images:${userId}:${day}`, bytes: `chat:image-bytes:${userId}:${day}` };
}

/**
 * Counts one stored image of `bytes` bytes against the user's quota of the day (UTC) and says whether it fits,
 * through the app's database rate limiter: both counters or neither, so concurrent sends on several instances
 * cannot both take the last place. A refused image is not counted.
 */
export async function takeImageQuota(
  db: Db,
  userId: number,
  bytes: number,
  quota: { images: number; bytes: number } = DAILY_IMAGE_QUOTA,
): Promise<boolean> {
  const keys = imageQuotaKeys(userId);
  const limit = (max: number): Limit => ({ max, windowSeconds: DAY_KEY_WINDOW_SECONDS });
  return take(db, [
    { key: keys.images, limit: limit(quota.images) },
    { key: keys.bytes, limit: limit(quota.bytes), amount: bytes },
  ]);
}
