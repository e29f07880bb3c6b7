import { env } from "../lib/env";

/*
 * The app's own origins, as lib/auth/auth.ts's trustedOrigins() lists them (a test keeps the two equal).
 * Not imported from there: that module loads Better Auth, which would cost this process ~50 MB of memory
 * for one small function.
 */
export function appOrigins(): string[] {
  const origins = new Set([new URL(env().APP_URL).origin]);
  for (const host of [process.env.VERCEL_URL, process.env.VERCEL_BRANCH_URL]) if (host) origins.add(`https://${host}`);
  return [...origins];
}
