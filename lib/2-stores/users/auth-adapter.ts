import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../../../db/client";
import { accounts, sessions, users, verifications } from "../../../db/schema";

/*
 * Better Auth reads and writes its four tables (users, sessions, accounts, verifications; field names are its
 * own) through this adapter: the library is how lib/2-stores/users writes them at sign-up, login and logout. The
 * app's own queries on them are this folder's other modules.
 */
export function authDatabase(db: Db) {
  return drizzleAdapter(db, {
    provider: "pg",
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
}
