import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { Conflict, NotFound, Unauthorized } from "../http/errors";
import { getAuth } from "./auth";

export const DUPLICATE_EMAIL = "Cette adresse email est déjà utilisée.";
export const DUPLICATE_USERNAME = "Ce nom d'utilisateur est déjà utilisé.";

export type PublicUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAuthenticated: true;
};

type UserLike = {
  id: number | string;
  username?: string | null;
  displayUsername?: string | null;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
};

/** What the client may see of a user: never the password, sessions or internal fields. */
export function toPublicUser(u: UserLike): PublicUser {
  return {
    id: Number(u.id),
    username: u.displayUsername || u.username || "",
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    isAuthenticated: true,
  };
}

/** The signed-in user for these request headers, or null (an expired or revoked session is no session). */
export async function getSessionUser(headers: Headers): Promise<PublicUser | null> {
  const session = await getAuth().api.getSession({ headers });
  return session ? toPublicUser(session.user as UserLike) : null;
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { email?: string; firstName?: string; lastName?: string },
): Promise<PublicUser> {
  if (input.email) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (taken.length) throw new Conflict(DUPLICATE_EMAIL);
  }
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.email !== undefined) patch.email = input.email;
  if (input.firstName !== undefined) patch.firstName = input.firstName || null;
  if (input.lastName !== undefined) patch.lastName = input.lastName || null;
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
    if (!row) throw new NotFound("Utilisateur introuvable.");
    return toPublicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e === "object" && e && "code" in e && (e as { code: unknown }).code === "23505") return true;
    e = typeof e === "object" && e && "cause" in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}

/** For route handlers: the signed-in user of this request, or a 401 « Vous devez être connecté. ». */
export async function requireSessionUser(headers: Headers): Promise<PublicUser> {
  const user = await getSessionUser(headers);
  if (!user) throw new Unauthorized();
  return user;
}
