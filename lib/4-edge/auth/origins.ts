import { env } from "../../0-base/env";

/**
 * Origins the app answers on: APP_URL, and the Vercel preview origin when there is one. Kept apart from
 * auth.ts so that the realtime service can trust the same origins without loading Better Auth (~50 MB).
 */
export function trustedOrigins(): string[] {
  const origins = new Set([new URL(env().APP_URL).origin]);
  for (const host of [process.env.VERCEL_URL, process.env.VERCEL_BRANCH_URL]) if (host) origins.add(`https://${host}`);
  return [...origins];
}

/** Whether the deployment names its own origin (APP_URL, or Vercel's); unset, the app follows the host it was reached on. */
export function appUrlIsSet(source: Record<string, string | undefined> = process.env): boolean {
  return Boolean(source.APP_URL || source.VERCEL_URL || source.VERCEL_BRANCH_URL);
}
