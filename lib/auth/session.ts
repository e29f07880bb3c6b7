import "server-only";
import { headers } from "next/headers";
import { Unauthorized } from "../http/errors";
import { getSessionUser, type PublicUser } from "./users";

/** For pages and handlers: the signed-in user, or null. The proxy's redirect is only a fast path. */
export async function currentUser(): Promise<PublicUser | null> {
  return getSessionUser(await headers());
}

/** For route handlers: the signed-in user, or a 401 « Vous devez être connecté. ». */
export async function requireUser(): Promise<PublicUser> {
  const user = await currentUser();
  if (!user) throw new Unauthorized();
  return user;
}
