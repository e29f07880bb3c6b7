import fs from "node:fs";
import path from "node:path";

/*
 * What the one-shot operator scripts (scripts/refresh-forecasts.ts, scripts/train-corrections.ts) share: the project's
 * `.env` when there is one, and their `--name value` options.
 */
const root = path.resolve(import.meta.dirname, "..");

/** Loads the project's `.env` into process.env, as the launcher does. */
export function loadProjectEnv(): void {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
}

/** The value given after `--name` on the command line. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}
