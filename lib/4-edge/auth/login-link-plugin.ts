import "server-only";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { BetterAuthPlugin } from "better-auth";
import { z } from "zod";

/*
 * The login link's session, opened through Better Auth's plugin API (a plugin endpoint, its internal adapter and
 * setSessionCookie, as its documentation shows for custom sign-ins), so the session and its cookie are Better
 * Auth's own. Better Auth's magic-link plugin is not used: on the first link of an account whose e-mail was never
 * verified (every Alizé account) it deletes the account's password and sessions, which would lock the owner out
 * of the password they know (docs/decisions/0032-steady-for-every-rider.md).
 *
 * `spend(token)` checks and spends the token in the app's own table (lib/2-stores/users/login-links.ts) and gives
 * its rider; the session lasts the browser's session, as a login without « Se souvenir de moi ».
 */
const LOGIN_LINK_INVALID = "INVALID_LOGIN_LINK";

export function loginLinkPlugin(spend: (token: string) => Promise<number | undefined>) {
  return {
    id: "alize-login-link",
    endpoints: {
      signInWithLoginLink: createAuthEndpoint(
        "/alize/login-link",
        { method: "POST", body: z.object({ token: z.string() }) },
        async (ctx) => {
          const userId = await spend(ctx.body.token);
          const user = userId === undefined ? null : await ctx.context.internalAdapter.findUserById(String(userId));
          if (!user) throw new APIError("BAD_REQUEST", { code: LOGIN_LINK_INVALID, message: LOGIN_LINK_INVALID });
          const session = await ctx.context.internalAdapter.createSession(user.id, true);
          await setSessionCookie(ctx, { session, user }, true);
          return ctx.json({ user });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
