import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { accounts, users } from "../../../db/schema";
import type { Tx } from "../db-locks";

/*
 * lib/2-stores/users owns the accounts' tables: users, sessions, accounts and verifications (Better Auth's, which
 * the library writes through ./auth-adapter.ts) and password_reset_tokens (./reset-tokens.ts). Here: the riders'
 * rows and their password credential (accounts, provider « credential ») as the accounts' routes read and change
 * them; the rider's conditions are ./preferences.ts's, the sessions ./sessions.ts's.
 */
export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<typeof users.$inferInsert>;

/** The id of the account with this e-mail address, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** The id of the account with this username (stored lower-cased: give it lower-cased), if any. */
export async function userIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id;
}

/** Whether another account than `userId` has this e-mail address. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return taken.length > 0;
}

/** The rider's address and names, as the e-mails to them greet them. */
export async function userContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The account with this e-mail address and its names, as a reset e-mail greets it. */
export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The rider's (lower-cased) username, read in the caller's transaction. */
export async function usernameOf(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username;
}

/** Changes the rider's row in the caller's transaction; the row as it is now, undefined for an unknown rider. */
export async function updateUser(tx: Tx, userId: number, patch: UserPatch): Promise<UserRow | undefined> {
  const [updated] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
  return updated;
}

/**
 * Locks the rider's row until the caller's transaction ends (FOR NO KEY UPDATE: it does not hold back the
 * foreign-key checks of the rider's other rows); false for an unknown rider.
 */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const [rider] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  return rider !== undefined;
}

/** The hash of the rider's password, if they have one. */
export async function credentialHash(db: Db, userId: number): Promise<string | null> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return credential?.hash ?? null;
}

/** Sets the rider's password hash, in the caller's transaction. */
export async function setCredentialHash(tx: Tx, userId: number, hash: string): Promise<void> {
  await tx
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
}
