// French order: « Étang » beside « Estagnol », « L'Almanarre » among the L, whatever the database's collation.
// On the server only since the lists come sorted (lib/2-stores/spots/list.ts); made at first use all the same.
let collator: Intl.Collator | undefined;
const frenchOrder = () => (collator ??= new Intl.Collator("fr", { sensitivity: "base", numeric: true }));

/** Sorts in place by name in French alphabetical order (ties by id), and returns the array. */
export function sortByName<T extends { name: string; id: number }>(items: T[]): T[] {
  return items.sort((a, b) => frenchOrder().compare(a.name, b.name) || a.id - b.id);
}
