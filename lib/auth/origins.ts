import { env } from "../env";

/**
 * Origins the app answers on: APP_URL, and the Vercel preview origin when there is one. Kept apart from
 * auth.ts so that the realtime service can trust the same origins without loading Better Auth (~50 MB).
 */
export function trustedOrigins(): string[] {
  const origins = new Set([new URL(env().APP_URL).origin]);
  for (const host of [process.env.VERCEL_URL, process.env.VERCEL_BRANCH_URL]) if (host) origins.add(`https://${host}`);
  return [...origins];
}
