import "server-only";
// isAPIError, not instanceof: in a Next build the error thrown may come from another copy of the class.
import { isAPIError } from "better-auth/api";
import type { Db } from "../../../db/client";
import { Conflict, Invalid, RateLimited, Unauthorized } from "../../0-base/errors";
import type { z } from "../../0-base/zod";
import type { LoginSchema, RegisterSchema } from "../../1-domain/validation/auth";
import { getAuth } from "./auth";
import { clientIp } from "../http/client-ip";
import { clear, giveBack, hit, isLimited, reserve, reserveBackoff } from "../../2-stores/rate-limits/database";
import { deviceCookie, isKnownDevice, readDevice } from "./device-cookie";
import { LOGIN_ACCOUNT_BACKOFF, LOGIN_BACKOFF, loginIpLimit, loginKeys, registerKey, registerLimit } from "./limits";
import { toPublicUser, type PublicUser } from "./users";
import { ACCOUNT_ERRORS } from "../../1-domain/users/messages";
import { isPgError, PG } from "../../2-stores/pg-errors";
import { userIdByEmail, userIdByUsername } from "../../2-stores/users/accounts";

export type WithCookies<T> = { value: T; headers: Headers };

/**
 * Every attempt is counted before the password is checked, atomically, so parallel guesses cannot slip
 * past a limit; unknown usernames go through the same steps and the same password check (equal timing).
 * The rule (decision 0017, after OWASP's device cookies):
 * - from a known device (its signed device cookie names this account): only that device's own failures hold
 *   it back (LOGIN_BACKOFF on the account and device); nobody else's failures do;
 * - from any other device: the (account, address) pair's back-off, the address's limit across accounts, then
 *   the account's growing waits (LOGIN_ACCOUNT_BACKOFF), never a refusal for the day.
 * An attempt held by one limit is not counted by the next ones: an attacker waiting on their own pair does not
 * use up what the account allows. A success sets the device cookie, forgets this device's failures and gives
 * its attempt back.
 */
export async function login(db: Db, input: z.output<typeof LoginSchema>, reqHeaders: Headers): Promise<WithCookies<PublicUser>> {
  const device = readDevice(reqHeaders);
  const known = isKnownDevice(device, input.username);
  const keys = loginKeys(input.username, clientIp(reqHeaders), device?.id);
  const counted = known ? await reserveKnownDevice(db, keys) : await reserveUnknownDevice(db, keys);
  let result;
  try {
    result = await getAuth().api.signInUsername({
      body: { username: input.username, password: input.password, rememberMe: input.rememberMe },
      headers: reqHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error)) throw new Unauthorized(ACCOUNT_ERRORS.loginFailed); // the attempt stays counted
    throw error;
  }
  // Only failures count: a successful login gives its attempt back and forgets this device's failures.
  await clear(db, [counted.backoff]);
  if (counted.given.length) await giveBack(db, counted.given);
  result.headers.append("set-cookie", deviceCookie(device, input.username));
  return { value: toPublicUser(result.response!.user as Parameters<typeof toPublicUser>[0]), headers: result.headers };
}

type LoginKeys = ReturnType<typeof loginKeys>;
/** The back-off key a success clears, and the counted keys it gives back. */
type Counted = { backoff: string; given: string[] };

async function reserveKnownDevice(db: Db, keys: LoginKeys): Promise<Counted> {
  const wait = await reserveBackoff(db, keys.device, LOGIN_BACKOFF);
  if (wait > 0) throw new RateLimited(ACCOUNT_ERRORS.loginBackoff(wait), wait);
  return { backoff: keys.device, given: [] };
}

async function reserveUnknownDevice(db: Db, keys: LoginKeys): Promise<Counted> {
  const wait = await reserveBackoff(db, keys.pair, LOGIN_BACKOFF);
  if (wait > 0) throw new RateLimited(ACCOUNT_ERRORS.loginBackoff(wait), wait);
  if (!(await reserve(db, [keys.ip], loginIpLimit()))) {
    await giveBack(db, [keys.pair]);
    throw new RateLimited(ACCOUNT_ERRORS.tooManyLogins, loginIpLimit().windowSeconds);
  }
  const accountWait = await reserveBackoff(db, keys.account, LOGIN_ACCOUNT_BACKOFF);
  if (accountWait > 0) {
    await giveBack(db, [keys.pair, keys.ip]);
    throw new RateLimited(ACCOUNT_ERRORS.accountSlowed(accountWait), accountWait);
  }
  return { backoff: keys.pair, given: [keys.ip, keys.account] };
}

export async function register(db: Db, input: z.output<typeof RegisterSchema>, reqHeaders: Headers): Promise<WithCookies<PublicUser>> {
  const ipKey = [registerKey(clientIp(reqHeaders))];
  if (await isLimited(db, ipKey, registerLimit())) throw new RateLimited(ACCOUNT_ERRORS.tooManyRegistrations, registerLimit().windowSeconds);
  const taken = await duplicateOf(db, input);
  if (taken) {
    // A taken name or address tells the asker it exists: such answers count like an account created.
    await hit(db, ipKey, registerLimit());
    throw new Conflict(taken);
  }
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
    await hit(db, ipKey, registerLimit());
    headers.append("set-cookie", deviceCookie(readDevice(reqHeaders), input.username));
    return { value: toPublicUser(response.user as Parameters<typeof toPublicUser>[0]), headers };
  } catch (error) {
    // Two sign-ups racing for the same name or address: the unique index decides, and Better Auth reports it
    // as a bare FAILED_TO_CREATE_USER, so look again at which one the winner took.
    if (isPgError(error, PG.uniqueViolation) || isAPIError(error)) {
      const raced = await duplicateOf(db, input);
      if (raced) throw new Conflict(raced);
    }
    if (isAPIError(error)) {
      const code = String((error.body as { code?: string } | undefined)?.code ?? "");
      if (code.includes("USERNAME")) throw new Conflict(ACCOUNT_ERRORS.duplicateUsername);
      if (code.includes("EXIST")) throw new Conflict(ACCOUNT_ERRORS.duplicateEmail);
      throw new Invalid(ACCOUNT_ERRORS.registrationRefused);
    }
    throw error;
  }
}

/** The duplicate message when the e-mail or the username (whatever its case) already has an account. */
async function duplicateOf(db: Db, input: { email: string; username: string }): Promise<string | null> {
  if ((await userIdByEmail(db, input.email)) !== undefined) return ACCOUNT_ERRORS.duplicateEmail;
  return (await userIdByUsername(db, input.username.toLowerCase())) !== undefined ? ACCOUNT_ERRORS.duplicateUsername : null;
}

/**
 * Sent with the logout's answer: the browser drops the site's caches and storage — the pages and data
 * kept for offline use, the service worker with them — even when the page's own code does not get to run.
 * Cookies are left to Set-Cookie: the session's is cleared, the device cookie stays (decision 0017).
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';

export async function logout(reqHeaders: Headers): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: reqHeaders, returnHeaders: true });
    return headers;
  } catch (error) {
    if (isAPIError(error)) return new Headers(); // no session: nothing to end
    throw error;
  }
}
