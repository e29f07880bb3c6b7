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

/**
 * Suggestions for the box: the same spots as the grid, those whose name starts with the text first, then
 * those whose name contains it, then those matched by their description only. Ties keep the list's order.
 */
export function rankSuggestions<T extends Searchable>(items: T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return items;
  const rank = (s: T) => {
    const name = normalizeForSearch(s.name);
    if (name.startsWith(needle) || name.includes(` ${needle}`)) return 0;
    return name.includes(needle) ? 1 : 2;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => r.item);
}
