/*
 * Runs once when the Next.js server starts (Next's instrumentation hook). A refresh that stores a spot's new forecast
 * in this process renews the spot's shared pages with the framework's own revalidation (lib/3-features/shared-pages).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ revalidateTag }, { onSharedPagesChanged }, { spotCacheTag, pagesRenewal }] = await Promise.all([
    import("next/cache"),
    import("./lib/3-features/shared-pages/changed"),
    import("./lib/1-domain/spots/cache-tags"),
  ]);
  onSharedPagesChanged(async (spotIds, change) => {
    for (const id of spotIds) {
      try {
        revalidateTag(spotCacheTag(id), pagesRenewal(change?.atOnce));
      } catch {
        // During a render (a page whose refresh stored the forecast it shows): that page is already the new one; a
        // page that gave up waiting (« Chargement ») is kept only briefly (lib/4-edge/pages.ts, INCOMPLETE).
      }
    }
  });
}
