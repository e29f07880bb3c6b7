import "server-only";
import { USER_NOT_FOUND } from "../../2-stores/users/preferences";
import type { Db } from "../../../db/client";
import { runAfter } from "../../3-features/after";
import { clientIp } from "../http/client-ip";
import { Conflict, Forbidden, Invalid, NotFound, RateLimited, Unauthorized } from "../../0-base/errors";
import { emailChangedEmail } from "../../1-domain/mail/email-changed-email";
import { sendMail } from "../../2-stores/mail/send";
import { isPgError, PG } from "../../2-stores/pg-errors";
import { MESSAGES } from "../../1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "../../1-domain/users/messages";
import { linkOrigin } from "./app-origin";
import { toPreferences, type PreferencesRow } from "../../1-domain/users/preferences-row";
import { getAuth } from "./auth";
import type { PublicUser } from "../../1-domain/users/public-user";
import { verifyPassword } from "./password";
import { hit, isLimited, reserve } from "../../2-stores/rate-limits/database";
import { EMAIL_CHANGE_LIMIT, registerLimit, registerKey } from "./limits";
import { credentialHash, emailTakenByOther, updateUser, userContact, type UserPatch } from "../../2-stores/users/accounts";
import { spendResetTokensOf } from "../../2-stores/users/reset-tokens";

export type { PublicUser };

type UserLike = PreferencesRow & {
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
    preferences: toPreferences(u),
  };
}

/** The signed-in user for these request headers, or null (an expired or revoked session is no session). */
export async function getSessionUser(headers: Headers): Promise<PublicUser | null> {
  const session = await getAuth().api.getSession({ headers });
  return session ? toPublicUser(session.user as UserLike) : null;
}

export type ProfileChange = { email?: string; firstName?: string; lastName?: string; currentPassword?: string };

/**
 * Changes the profile. A new e-mail address needs the current password (a stolen session alone must not
 * redirect the account's reset e-mails), is limited per account, and an address found taken counts against
 * the same per-IP allowance as registration. After the answer, a notice goes to the old address.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileChange, reqHeaders: Headers): Promise<PublicUser> {
  const current = await userContact(db, userId);
  if (!current) throw new NotFound(USER_NOT_FOUND);
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (emailChanges) await checkEmailChange(db, userId, input.email!, input.currentPassword, reqHeaders);

  const patch: UserPatch = { updatedAt: new Date() };
  if (emailChanges) patch.email = input.email;
  if (input.firstName !== undefined) patch.firstName = input.firstName || null;
  if (input.lastName !== undefined) patch.lastName = input.lastName || null;
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, userId, patch);
      // A reset link already mailed to the old address no longer opens the account.
      if (emailChanges) await spendResetTokensOf(tx, userId);
      return updated;
    });
  } catch (error) {
    if (isPgError(error, PG.uniqueViolation)) throw new Conflict(ACCOUNT_ERRORS.duplicateEmail);
    throw error;
  }
  if (!row) throw new NotFound(USER_NOT_FOUND);
  if (emailChanges) {
    const notice = emailChangedEmail(current.email, current.displayUsername || current.username, row.email, linkOrigin(reqHeaders));
    runAfter(() => sendMail(notice).catch((error: unknown) => console.error("[mail] envoi impossible :", error)));
  }
  return toPublicUser(row);
}

async function checkEmailChange(db: Db, userId: number, email: string, currentPassword: string | undefined, reqHeaders: Headers) {
  const ipKeys = [registerKey(clientIp(reqHeaders))]; // the same allowance as registration
  if (await isLimited(db, ipKeys, registerLimit())) throw new RateLimited(ACCOUNT_ERRORS.tooManyTakenEmails, registerLimit().windowSeconds);
  // Counted before the password is checked, atomically: a stolen session cannot try passwords quickly.
  if (!(await reserve(db, [`email-change:user:${userId}`], EMAIL_CHANGE_LIMIT))) {
    throw new RateLimited(ACCOUNT_ERRORS.tooManyEmailChanges, EMAIL_CHANGE_LIMIT.windowSeconds);
  }
  if (!currentPassword) throw new Invalid(MESSAGES.currentPasswordRequired);
  const hash = await credentialHash(db, userId);
  if (!hash || !(await verifyPassword({ hash, password: currentPassword }))) {
    throw new Forbidden(ACCOUNT_ERRORS.wrongCurrentPassword);
  }
  if (await emailTakenByOther(db, email, userId)) {
    await hit(db, ipKeys, registerLimit());
    throw new Conflict(ACCOUNT_ERRORS.duplicateEmail);
  }
}

/** For the handler builder: the signed-in user and their web session's id, or a 401 « Vous devez être connecté. ». */
export async function requireSession(headers: Headers): Promise<{ user: PublicUser; sessionId: number }> {
  const found = await getAuth().api.getSession({ headers });
  if (!found) throw new Unauthorized();
  return { user: toPublicUser(found.user as UserLike), sessionId: Number(found.session.id) };
}
