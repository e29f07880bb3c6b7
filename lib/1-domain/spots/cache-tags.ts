/*
 * The tags of what the framework keeps for every rider (lib/4-edge/pages.ts): a spot's pages and data, and the list
 * of spots. Whoever stores something new for a spot (a forecast run, tides, the sea) revalidates its tag.
 */
export const spotCacheTag = (spotId: number) => `spot:${spotId}`;
export const SPOTS_CACHE_TAG = "spots";

/**
 * How a spot's pages are renewed (revalidateTag's profile): stale while the next is made ("max"), or expired at once
 * (a custom profile whose expire is 0) when they showed no forecast and one now exists.
 */
export const pagesRenewal = (atOnce = false) => (atOnce ? ({ expire: 0 } as const) : "max");
