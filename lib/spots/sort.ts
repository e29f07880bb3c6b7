// French order: « Étang » beside « Estagnol », « L'Almanarre » among the L, whatever the database's collation.
const frenchOrder = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/** Sorts in place by name in French alphabetical order (ties by id), and returns the array. */
export function sortByName<T extends { name: string; id: number }>(items: T[]): T[] {
  return items.sort((a, b) => frenchOrder.compare(a.name, b.name) || a.id - b.id);
}
