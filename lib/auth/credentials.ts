// isAPIError, not instanceof: in a Next build the error thrown may come from another copy of the class.
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { Conflict, Invalid, RateLimited, Unauthorized } from "../http/errors";
import type { z } from "../validation/zod";
import type { LoginSchema, RegisterSchema } from "../validation/auth";
import { getAuth } from "./auth";
import { clear, clientIp, giveBack, hit, isLimited, LOGIN_LIMIT, REGISTER_LIMIT, reserve } from "./rate-limit";
import { DUPLICATE_EMAIL, DUPLICATE_USERNAME, isUniqueViolation, toPublicUser, type PublicUser } from "./users";

export const LOGIN_FAILED = "Nom d'utilisateur ou mot de passe incorrect.";
export const TOO_MANY_LOGINS = "Trop de tentatives de connexion. Réessayez dans une minute.";
export const TOO_MANY_REGISTRATIONS = "Trop d'inscriptions depuis cette adresse. Réessayez plus tard.";

export type WithCookies<T> = { value: T; headers: Headers };

export async function login(db: Db, input: z.output<typeof LoginSchema>, reqHeaders: Headers): Promise<WithCookies<PublicUser>> {
  const ipKey = `login:ip:${clientIp(reqHeaders)}`;
  const userKey = `login:user:${input.username.toLowerCase()}`;
  // Counted before the password is checked, atomically: parallel guesses cannot slip past the limit.
  if (!(await reserve(db, [ipKey, userKey], LOGIN_LIMIT))) throw new RateLimited(TOO_MANY_LOGINS, LOGIN_LIMIT.windowSeconds);
  let result;
  try {
    result = await getAuth().api.signInUsername({
      body: { username: input.username, password: input.password, rememberMe: input.rememberMe },
      headers: reqHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error)) throw new Unauthorized(LOGIN_FAILED); // the attempt stays counted
    throw error;
  }
  // Only failures count: a successful login gives its attempt back and clears the account's count.
  await clear(db, [userKey]);
  await giveBack(db, [ipKey]);
  return { value: toPublicUser(result.response!.user as Parameters<typeof toPublicUser>[0]), headers: result.headers };
}

export async function register(db: Db, input: z.output<typeof RegisterSchema>, reqHeaders: Headers): Promise<WithCookies<PublicUser>> {
  const ipKey = [`register:ip:${clientIp(reqHeaders)}`];
  if (await isLimited(db, ipKey, REGISTER_LIMIT)) throw new RateLimited(TOO_MANY_REGISTRATIONS, 3600);
  const taken = await duplicateOf(db, input);
  if (taken) throw new Conflict(taken);
  try {
    const { headers, response } = await getAuth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.username,
        username: input.username,
        firstName: input.firstName || undefined,
        lastName: input.lastName || undefined,
      },
      headers: reqHeaders,
      returnHeaders: true,
    });
    await hit(db, ipKey, REGISTER_LIMIT);
    return { value: toPublicUser(response.user as Parameters<typeof toPublicUser>[0]), headers };
  } catch (error) {
    // Two sign-ups racing for the same name or address: the unique index decides, and Better Auth reports it
    // as a bare FAILED_TO_CREATE_USER, so look again at which one the winner took.
    if (isUniqueViolation(error) || isAPIError(error)) {
      const raced = await duplicateOf(db, input);
      if (raced) throw new Conflict(raced);
    }
    if (isAPIError(error)) {
      const code = String((error.body as { code?: string } | undefined)?.code ?? "");
      if (code.includes("USERNAME")) throw new Conflict(DUPLICATE_USERNAME);
      if (code.includes("EXIST")) throw new Conflict(DUPLICATE_EMAIL);
      throw new Invalid("Inscription impossible : vérifiez les informations saisies.");
    }
    throw error;
  }
}

/** The duplicate message when the e-mail or the username (whatever its case) already has an account. */
async function duplicateOf(db: Db, input: { email: string; username: string }): Promise<string | null> {
  const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (byEmail) return DUPLICATE_EMAIL;
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, input.username.toLowerCase()))
    .limit(1);
  return byName ? DUPLICATE_USERNAME : null;
}

export async function logout(reqHeaders: Headers): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: reqHeaders, returnHeaders: true });
    return headers;
  } catch (error) {
    if (isAPIError(error)) return new Headers(); // no session: nothing to end
    throw error;
  }
}
