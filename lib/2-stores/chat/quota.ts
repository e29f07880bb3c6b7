import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chatImageQuota } from "../../../db/schema";
import { DAILY_IMAGE_QUOTA } from "../../1-domain/chat/limits";

/**
 * Counts one stored image of `bytes` bytes against the user's quota of the day (UTC) and says whether it fits.
 * One atomic upsert: concurrent sends on several instances cannot both take the last place. A refused image
 * is not counted.
 */
export async function takeImageQuota(
  db: Db,
  userId: number,
  bytes: number,
  quota: { images: number; bytes: number } = DAILY_IMAGE_QUOTA,
): Promise<boolean> {
  if (bytes > quota.bytes) return false;
  const rows = await db.execute(sql`
    insert into ${chatImageQuota} (user_id, day, images, bytes)
    values (${userId}, (now() at time zone 'utc')::date, 1, ${bytes})
    on conflict (user_id, day) do update
      set images = ${chatImageQuota}.images + 1, bytes = ${chatImageQuota}.bytes + excluded.bytes
      where ${chatImageQuota}.images < ${quota.images} and ${chatImageQuota}.bytes + excluded.bytes <= ${quota.bytes}
    returning images`);
  return rows.rows.length === 1;
}

/** Days before yesterday count for nothing any more. */
export async function purgeImageQuota(db: Db): Promise<void> {
  await db.execute(sql`delete from ${chatImageQuota} where day < (now() at time zone 'utc')::date - 1`);
}
