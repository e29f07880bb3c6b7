/*
 * The tags of what the framework keeps for every rider (lib/4-edge/pages.ts): a spot's pages and data, and the list
 * of spots. Whoever stores something new for a spot (a forecast run, tides, the sea) revalidates its tag.
 */
export const spotCacheTag = (spotId: number) => `spot:${spotId}`;
export const SPOTS_CACHE_TAG = "spots";
