/**
 * Writes lib/0-base/tw-merge-config.generated.ts: tailwind-merge's own default configuration, cut down to the class
 * groups the app's classes fall into (decision 0019). The library's maintainer points there when its bundle size
 * matters (`createTailwindMerge` with a subset of the default configuration): the default one describes every
 * Tailwind utility and is ~6 kB gzip of each page's JavaScript, while Alizé writes classes from ~120 groups.
 *
 * Nothing here is written by hand: the class candidates come from Tailwind's own scanner (@tailwindcss/oxide, the one
 * that decides which CSS the build emits) over app/, components/ and lib/; each candidate's group is asked of
 * tailwind-merge itself; the groups, their conflicts and the theme scales they read are copied from
 * `getDefaultConfig()` as they are. `tests/tw-merge-config.test.ts` fails when the file is out of date (a class
 * from a new group) and checks that the cut configuration merges every pair of the app's classes as the default one.
 *
 * Run: npm run tw-merge-config
 */
import fs from "node:fs";
import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { getDefaultConfig, validators } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";

const root = path.resolve(import.meta.dirname, "..");
export const GENERATED_PATH = path.join(root, "lib/0-base/tw-merge-config.generated.ts");
const SOURCE_DIRS = ["app", "components", "lib"];

type DefaultConfig = ReturnType<typeof getDefaultConfig>;

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith(".generated.ts")) continue;
      files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

/** Every class candidate Tailwind's scanner finds in the app's source (as many non-classes too: they match no group). */
export function appClassCandidates(): string[] {
  const scanner = new Scanner({});
  const candidates = scanner.scanFiles(sourceFiles().map((file) => ({ content: fs.readFileSync(file, "utf8"), extension: path.extname(file).slice(1) })));
  return [...new Set(candidates)].sort();
}

/** The class group of each candidate, as tailwind-merge's default configuration places it (modifiers and `!` set aside). */
export function groupsOf(candidates: string[], config: DefaultConfig = getDefaultConfig()): Set<string> {
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  const groups = new Set<string>();
  for (const candidate of candidates) {
    const { baseClassName, maybePostfixModifierPosition } = parse(candidate);
    // With a postfix (`text-sm/6`), tailwind-merge may ask for both forms: both groups are kept.
    const forms = maybePostfixModifierPosition ? [baseClassName.slice(0, maybePostfixModifierPosition), baseClassName] : [baseClassName];
    for (const form of forms) {
      const group = getClassGroupId(form);
      if (group) groups.add(group);
    }
  }
  return groups;
}

/** The candidates' class names as tailwind-merge looks them up: modifiers, `!`, a postfix and a leading `-` set aside. */
function baseClasses(candidates: string[], config: DefaultConfig): Set<string> {
  const parse = createParseClassName(config);
  const bases = new Set<string>();
  for (const candidate of candidates) {
    const { baseClassName, maybePostfixModifierPosition } = parse(candidate);
    for (const base of [baseClassName, maybePostfixModifierPosition ? baseClassName.slice(0, maybePostfixModifierPosition) : baseClassName]) {
      bases.add(base);
      bases.add(base.replace(/^-/, ""));
    }
  }
  return bases;
}

/**
 * A group's definition with only the literal class names the app writes: `display` keeps `flex`, `grid`, `hidden`…
 * and drops `table-caption`. Validators and theme scales stay whole (they take arbitrary and theme values).
 */
function trimLiterals(definitions: readonly unknown[], prefix: string, used: Set<string>): unknown[] {
  const kept: unknown[] = [];
  for (const definition of definitions) {
    if (typeof definition === "string") {
      const name = prefix === "" ? definition : definition === "" ? prefix : `${prefix}-${definition}`;
      if (used.has(name)) kept.push(definition);
    } else if (typeof definition === "function") {
      kept.push(definition);
    } else if (definition && typeof definition === "object") {
      const entries = Object.entries(definition)
        .map(([key, inner]) => [key, trimLiterals(inner as unknown[], prefix === "" ? key : `${prefix}-${key}`, used)] as const)
        .filter(([, inner]) => inner.length > 0);
      if (entries.length > 0) kept.push(Object.fromEntries(entries));
    }
  }
  return kept;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/**
 * The configuration's values as source: strings, arrays, objects, tailwind-merge's validators and theme getters.
 * An array written more than once (the default configuration shares its scales among groups) becomes one constant.
 */
class Writer {
  readonly themeKeys = new Set<string>();
  private readonly counts = new Map<string, number>();
  private readonly shared = new Map<string, { name: string; value: unknown[] }>();

  /** First pass: how often each array's text occurs. */
  count(value: unknown): void {
    if (Array.isArray(value)) {
      const text = this.write(value, false);
      this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
      value.forEach((item) => this.count(item));
    } else if (value && typeof value === "object") Object.values(value).forEach((item) => this.count(item));
  }

  write(value: unknown, share = true): string {
    if (typeof value === "string") return JSON.stringify(value);
    if (Array.isArray(value)) {
      const text = `[${value.map((item) => this.write(item, share)).join(", ")}]`;
      if (!share || (this.counts.get(this.write(value, false)) ?? 0) < 2 || text.length < 24) return text;
      const key = this.write(value, false);
      let entry = this.shared.get(key);
      if (!entry) this.shared.set(key, (entry = { name: `s${this.shared.size}`, value }));
      return entry.name;
    }
    if (typeof value === "function") {
      const getter = value as { isThemeGetter?: boolean; themeKey?: string };
      if (getter.isThemeGetter && getter.themeKey) {
        this.themeKeys.add(getter.themeKey);
        return `fromTheme(${JSON.stringify(getter.themeKey)})`;
      }
      const name = validatorNames.get(value);
      if (!name) throw new Error(`tailwind-merge : une fonction de la configuration n'est pas un de ses validateurs (${value.toString().slice(0, 60)})`);
      return `validators.${name}`;
    }
    if (value && typeof value === "object") {
      return `{ ${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}: ${this.write(item, share)}`)
        .join(", ")} }`;
    }
    throw new Error(`tailwind-merge : valeur inattendue dans la configuration (${String(value)})`);
  }

  /** The shared arrays, each after those it names (an array's items are written, and named, before it). */
  constants(): string {
    return [...this.shared.values()].map(({ name, value }) => `const ${name} = [${value.map((item) => this.write(item)).join(", ")}];`).join("\n");
  }
}

/** The cut configuration's module text, deterministic for the same sources and tailwind-merge version. */
export function generate(candidates: string[] = appClassCandidates()): string {
  const config = getDefaultConfig();
  const kept = groupsOf(candidates, config);
  // Default order kept: a class two groups could take goes to the same one as with the whole configuration.
  const ids = Object.keys(config.classGroups).filter((id) => kept.has(id));
  const keep = (list: readonly string[] | undefined) => (list ?? []).filter((id) => kept.has(id));
  const pick = (map: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(map)
        .filter(([id]) => kept.has(id))
        .map(([id, list]) => [id, keep(list)] as const)
        .filter(([, list]) => list.length > 0),
    );

  const used = baseClasses(candidates, config);
  const groups = Object.fromEntries(ids.map((id) => [id, trimLiterals(config.classGroups[id as keyof typeof config.classGroups], "", used)]));
  const conflicts = pick(config.conflictingClassGroups);
  const modifierConflicts = pick(config.conflictingClassGroupModifiers);
  // The theme scales the kept groups read, and those these scales read in turn.
  const themeKeys = new Set<string>();
  const probe = new Writer();
  probe.write(groups, false);
  for (let size = -1; size !== probe.themeKeys.size; ) {
    size = probe.themeKeys.size;
    probe.write(Object.fromEntries([...probe.themeKeys].map((key) => [key, config.theme[key as keyof typeof config.theme]])), false);
  }
  for (const key of [...probe.themeKeys].sort()) themeKeys.add(key);
  const scales = Object.fromEntries([...themeKeys].map((key) => [key, config.theme[key as keyof typeof config.theme]]));

  const writer = new Writer();
  for (const part of [scales, groups, conflicts, modifierConflicts]) writer.count(part);
  const theme = writer.write(scales);
  const classGroups = writer.write(groups);
  const conflictsText = writer.write(conflicts);
  const modifierConflictsText = writer.write(modifierConflicts);
  const version = JSON.parse(fs.readFileSync(path.join(root, "node_modules/tailwind-merge/package.json"), "utf8")).version as string;

  return `// Generated by scripts/tw-merge-config.ts from tailwind-merge ${version}'s default configuration: the ${ids.length} class
// groups (of ${Object.keys(config.classGroups).length}) that the classes of app/, components/ and lib/ fall into. Do not edit: run \`npm run tw-merge-config\`.
import { fromTheme, validators, type Config } from "tailwind-merge";

${writer.constants()}

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  theme: ${theme},
  classGroups: ${classGroups},
  conflictingClassGroups: ${conflictsText},
  conflictingClassGroupModifiers: ${modifierConflictsText},
  orderSensitiveModifiers: ${writer.write(config.orderSensitiveModifiers, false)},
  postfixLookupClassGroups: ${writer.write(keep(config.postfixLookupClassGroups), false)},
});
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(GENERATED_PATH, generate());
  console.log(`[alizé] ${path.relative(root, GENERATED_PATH)} écrit`);
}
