import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getSessionUser, type PublicUser } from "./users";

/**
 * For pages: the signed-in user, or null. The proxy's redirect is only a fast path. One render asks up to
 * three times (layout, page, metadata): React's cache() makes that one session lookup per request.
 */
export const currentUser = cache(async (): Promise<PublicUser | null> => getSessionUser(await headers()));
