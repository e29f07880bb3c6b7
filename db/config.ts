/*
 * The database's own connection settings: db/ depends on nothing above it. lib/0-base/env.ts checks the same
 * variable at start with this pattern, so a bad value is named in French before any connection is tried.
 */
export const DATABASE_URL_PATTERN = /^postgres(ql)?:\/\//;
export const DATABASE_URL_INVALID = "doit commencer par postgres:// ou postgresql://";

export function databaseUrl(source: Record<string, string | undefined> = process.env): string {
  const url = source.DATABASE_URL;
  if (!url) throw new Error("La variable d'environnement DATABASE_URL est manquante.");
  if (!DATABASE_URL_PATTERN.test(url)) throw new Error(`La variable d'environnement DATABASE_URL est invalide : ${DATABASE_URL_INVALID}.`);
  return url;
}
