import { createHmac } from "node:crypto";
import { purposeKey } from "../../0-base/crypto-keys";
import { env } from "../../0-base/env";
import { fetchProvider } from "../../0-base/provider-fetch";

/*
 * The pages every rider of a spot shares are kept by the framework (lib/4-edge/pages.ts) until a refresh stores
 * something new for the spot: a forecast run, a model's run, the sea. Whoever stores it says so here. Inside the
 * Next.js process, instrumentation.ts has put the framework's own revalidation in place (revalidateTag); in another
 * process (the realtime service's job workers) the default asks the app to do it, by a signed POST to
 * /api/internal/revalidate. A failure is logged and never fails the refresh: the pages are kept a bounded time anyway.
 */
export type SpotsChanged = (spotIds: readonly number[], change?: PagesChange) => Promise<void>;

/**
 * `atOnce`: the pages showed no forecast at all (« Météo indisponible ») and now one exists: the next visitor must get
 * the new page, not the outage once more while it is made (what a routine new run gets: stale while revalidating).
 */
export type PagesChange = { atOnce?: boolean };

const holder = globalThis as { __alizeSharedPagesChanged?: SpotsChanged };

/** Sets how this process has the spots' shared pages revalidated (the Next.js process: instrumentation.ts). */
export function onSharedPagesChanged(revalidate: SpotsChanged): void {
  holder.__alizeSharedPagesChanged = revalidate;
}

/** The bearer of /api/internal/revalidate: a key derived from BETTER_AUTH_SECRET for this purpose only. */
export function revalidateBearer(secret = env().BETTER_AUTH_SECRET): string {
  return createHmac("sha256", purposeKey(secret, "alize/revalidate/v1")).update("revalidate").digest("base64url");
}

async function askTheApp(spotIds: readonly number[], change: PagesChange = {}): Promise<void> {
  const url = `${env().APP_INTERNAL_URL}/api/internal/revalidate`;
  await fetchProvider(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${revalidateBearer()}` },
    body: JSON.stringify(change.atOnce ? { spotIds, atOnce: true } : { spotIds }),
    timeoutMs: 5_000,
    maxBytes: 4_096,
    provider: "l'application",
  });
}

/** The spots whose shared pages are now out of date. */
export async function sharedPagesChanged(spotIds: readonly number[], change: PagesChange = {}): Promise<void> {
  if (spotIds.length === 0) return;
  try {
    await (holder.__alizeSharedPagesChanged ?? askTheApp)(spotIds, change);
  } catch (error) {
    console.warn(`[pages] pages des spots ${spotIds.join(", ")} non renouvelées : ${error instanceof Error ? error.message : String(error)}`);
  }
}
