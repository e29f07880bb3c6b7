import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { z } from "@/lib/0-base/zod";
import { Unauthorized } from "@/lib/0-base/errors";
import { pagesRenewal, spotCacheTag } from "@/lib/1-domain/spots/cache-tags";
import { revalidateBearer } from "@/lib/3-features/shared-pages/changed";
import { api } from "@/lib/4-edge/http/handler";

const RevalidateSchema = z.strictObject({
  spotIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1_000),
  atOnce: z.literal(true).optional(),
});

const authorized = (header: string | null) => {
  const given = Buffer.from(header?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(revalidateBearer());
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Another process of the deployment (the realtime service's job workers) stored something new for these spots: their
 * shared pages are renewed (stale while the next is made; at once where they showed no forecast). Signed with a key derived from BETTER_AUTH_SECRET.
 */
export const POST = api.public.crossOrigin("called by the deployment's own workers, with a signed bearer, never by a browser").body(RevalidateSchema).handle(async ({ req, body }) => {
  if (!authorized(req.headers.get("authorization"))) throw new Unauthorized();
  for (const id of body.spotIds) revalidateTag(spotCacheTag(id), pagesRenewal(body.atOnce));
  return new Response(null, { status: 204 });
});
