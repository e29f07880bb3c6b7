import "server-only";
// isAPIError, not instanceof: in a Next build the error thrown may come from another copy of the class.
import { isAPIError } from "better-auth/api";
import type { Db } from "../../../db/client";
import { Invalid, RateLimited } from "../../0-base/errors";
import { loginLinkEmail } from "../../1-domain/mail/login-link-email";
import { ACCOUNT_TEXTS } from "../../1-domain/validation/messages-account";
import { MESSAGES } from "../../1-domain/validation/auth";
import { ACCOUNT_ERRORS } from "../../1-domain/users/messages";
import { sendMail } from "../../2-stores/mail/send";
import { isLimited, reserve } from "../../2-stores/rate-limits/database";
import { userByEmail } from "../../2-stores/users/accounts";
import { clientIp } from "../http/client-ip";
import { linkOrigin } from "./app-origin";
import { getAuth } from "./auth";
import { deviceCookie, readDevice } from "./device-cookie";
import { LOGIN_LINK_EMAIL_LIMIT, LOGIN_LINK_IP_LIMIT } from "./limits";
import { createLoginLinkToken } from "./login-link-token";
import { toPublicUser, type PublicUser } from "./users";
import type { WithCookies } from "./credentials";

/*
 * « Recevoir un lien de connexion par e-mail » (decision 0032): the owner's way in whatever a stranger does with
 * the password. Asked like a password reset — the limits checked first, the same answer and timing for any address,
 * the mail sent after the answer — and opened by a POST from the link's page (a mail scanner that fetches the link
 * spends nothing). Opening it signs in through Better Auth and marks the browser as a known device of the account:
 * strangers' failures no longer hold its password logins back.
 */
export const LOGIN_LINK_SENT_MESSAGE = ACCOUNT_TEXTS.loginLinkSent;

/** Checks the limits now and returns the rest of the work (find the account, make the token, mail it) for after the answer. */
export async function requestLoginLink(db: Db, email: string, reqHeaders: Headers): Promise<() => Promise<void>> {
  const ipKey = `login-link:ip:${clientIp(reqHeaders)}`;
  const emailKey = `login-link:email:${email}`;
  if ((await isLimited(db, [emailKey], LOGIN_LINK_EMAIL_LIMIT)) || (await isLimited(db, [ipKey], LOGIN_LINK_IP_LIMIT))) {
    throw new RateLimited(ACCOUNT_ERRORS.tooManyLoginLinks, LOGIN_LINK_EMAIL_LIMIT.windowSeconds);
  }
  const allowed = (await reserve(db, [emailKey], LOGIN_LINK_EMAIL_LIMIT)) && (await reserve(db, [ipKey], LOGIN_LINK_IP_LIMIT));
  if (!allowed) throw new RateLimited(ACCOUNT_ERRORS.tooManyLoginLinks, LOGIN_LINK_EMAIL_LIMIT.windowSeconds);
  const origin = linkOrigin(reqHeaders);
  return async () => {
    const user = await userByEmail(db, email);
    if (!user) return;
    const token = await createLoginLinkToken(db, user.id);
    await sendMail(loginLinkEmail(email, user.displayUsername || user.username, `${origin}/connexion-par-email/lien?token=${token}`));
  };
}

/** Opens the link: a session (Better Auth's cookie) and the device cookie; « Lien invalide ou expiré » for anything else. */
export async function signInWithLoginLink(token: string, reqHeaders: Headers): Promise<WithCookies<PublicUser>> {
  let result;
  try {
    result = await getAuth().api.signInWithLoginLink({ body: { token }, headers: reqHeaders, returnHeaders: true });
  } catch (error) {
    if (isAPIError(error)) throw new Invalid(MESSAGES.resetLinkInvalid);
    throw error;
  }
  const user = toPublicUser(result.response.user as Parameters<typeof toPublicUser>[0]);
  result.headers.append("set-cookie", deviceCookie(readDevice(reqHeaders), user.username));
  return { value: user, headers: result.headers };
}
