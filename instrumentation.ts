/*
 * Runs once when the Next.js server starts (Next's instrumentation hook). A refresh that stores a spot's new forecast
 * in this process renews the spot's shared pages with the framework's own revalidation (lib/3-features/shared-pages).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ revalidateTag }, { askTheApp, onSharedPagesChanged }, { spotCacheTag, pagesRenewal }] = await Promise.all([
    import("next/cache"),
    import("./lib/3-features/shared-pages/changed"),
    import("./lib/1-domain/spots/cache-tags"),
  ]);
  onSharedPagesChanged(async (spotIds, change) => {
    const refused: number[] = [];
    for (const id of spotIds) {
      try {
        revalidateTag(spotCacheTag(id), pagesRenewal(change?.atOnce));
      } catch {
        refused.push(id);
      }
    }
    // A refresh that a page's render started (a first forecast slower than the page waits) ends inside the render's
    // cache scope, where the framework refuses a revalidation: the app is asked in a request of its own, as the job
    // workers ask it, so that the page kept with « Chargement » is not served again.
    if (refused.length) await askTheApp(refused, change);
  });
}
