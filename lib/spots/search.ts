/*
 * Client-side search over the loaded spots (spec §5): a case-insensitive substring of the name or the
 * description, which also ignores accents and apostrophes (« almanarre » finds « L'Almanarre »).
 */
type Searchable = { name: string; description: string };

const APOSTROPHES = /['’‘`´ʼ′]/g;
const COMBINING_MARKS = /\p{M}/gu;
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** The form both sides are compared in: lower case, no accents, no apostrophes, single spaces. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .replace(APOSTROPHES, "")
    .replace(/\s+/g, " ")
    .trim();
}

function contains(spot: Searchable, needle: string): boolean {
  return !needle || normalizeForSearch(spot.name).includes(needle) || normalizeForSearch(spot.description).includes(needle);
}

export function matchesSearch(spot: Searchable, query: string): boolean {
  return contains(spot, normalizeForSearch(query));
}

export type SpotFilters = { query: string; favoritesOnly: boolean };

/** The spots a card grid shows for these filters, in the order they came. */
export function filterSpots<T extends Searchable & { isFavorite: boolean }>(items: T[], filters: SpotFilters): T[] {
  const needle = normalizeForSearch(filters.query);
  return items.filter((s) => (!filters.favoritesOnly || s.isFavorite) && contains(s, needle));
}
