import "server-only";
import { betterAuth } from "better-auth";
import { username } from "better-auth/plugins";
import { getDb } from "../../../db/client";
import { authDatabase } from "../../2-stores/users/auth-adapter";
import { env } from "../../0-base/env";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../../1-domain/validation/auth";
import { COOKIE_PREFIX } from "./cookie-names";
import { trustedOrigins } from "./origins";
import { hashPassword, verifyPassword } from "./password";
import { loginLinkPlugin } from "./login-link-plugin";
import { spendLoginLinkToken } from "./login-link-token";

export const SESSION_DAYS = 30;
const DAY = 60 * 60 * 24;

export { trustedOrigins };

function createAuth() {
  const config = env();
  return betterAuth({
    appName: "Alizé",
    baseURL: config.APP_URL,
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(),
    database: authDatabase(getDb()),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // The rider's conditions: read with the session (GET /api/user), set only by PATCH /api/user/preferences.
        windMinKn: { type: "number", required: false, input: false },
        windMaxKn: { type: "number", required: false, input: false },
        level: { type: "string", required: false, input: false },
        weightKg: { type: "number", required: false, input: false },
        kites: { type: "json", required: false, input: false },
        gustMaxKn: { type: "number", required: false, input: false },
        conditionsSavedAt: { type: "date", required: false, input: false },
        // The kite-size shift accepted in « Mes sessions » (set only by /api/sessions/shift).
        kiteShift: { type: "number", required: false, input: false },
      },
    },
    // Remember me: 30 days; otherwise Better Auth gives a browser-session cookie and a 1-day server session.
    session: { expiresIn: SESSION_DAYS * DAY, updateAge: DAY },
    // Our own routes count failed logins and reset requests in the database (lib/2-stores/rate-limits/database.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      database: { generateId: "serial" },
      useSecureCookies: config.APP_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [username({ minUsernameLength: USERNAME_MIN, maxUsernameLength: USERNAME_MAX }), loginLinkPlugin((token) => spendLoginLinkToken(getDb(), token))],
  });
}

type Auth = ReturnType<typeof createAuth>;
const holder = globalThis as { __alizeAuth?: Auth };

export function getAuth(): Auth {
  holder.__alizeAuth ??= createAuth();
  return holder.__alizeAuth;
}

