import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * What a page's first load runs in the browser, read from the sources: this walks the static imports from every
 * page and layout, through server modules until a "use client" file, then through everything that client file
 * statically imports. A dynamic `import()` is where loading on demand starts: not followed.
 *
 * - zod (~30 kB gzip) and the map's Leaflet and supercluster (~47 kB) reach no page's first load
 *   (decision 0009). They come in by innocent imports, a constant read from a module that also holds a schema.
 *   The forms validate with react-hook-form's zod resolver on the server's schemas, so zod is on every form page
 *   all the same: fetched with the schema when a field first takes the focus (components/forms/lazy-resolver.ts),
 *   not with the page. What this guards is that the page itself, as it loads, does not wait for it.
 * - TanStack Query and react-hook-form load where they are used: the query library on the pages that
 *   fetch on the client, the form library on the pages with a form; neither in the root layout.
 */
const root = path.resolve(import.meta.dirname, "..");
const HEAVY = [/^zod(\/|$)/, /^leaflet(\/|$)/, /^supercluster$/];
const WHERE_USED: { pkg: RegExp; entries: RegExp }[] = [
  { pkg: /^@tanstack\/react-query$/, entries: /^app\/\(app\)\/|^app\/\(public\)\/reset-password\// },
  { pkg: /^(react-hook-form|@hookform\/.*)$/, entries: /^app\/\(public\)\/(auth|forgot-password|reset-password|connexion-par-email)\/|^app\/\(app\)\/profile\// },
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function imports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  // `import { type A, type B } from` brings nothing at run time either.
  return [...source.matchAll(STATIC_IMPORT)]
    .filter((m) => !/^\s*(import|export)\s*\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}\s*from/.test(m[0]))
    .map((m) => m[1]!);
}

const isClient = (file: string) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8"));

/**
 * Walks the static imports from a page or layout: through server modules until a "use client" file, then through
 * everything that client file statically imports. `visit` sees each file once per side, with its imports and the
 * chain of files that led to it.
 */
function walkImports(entry: string, visit: (file: string, inClient: boolean, specs: string[], chain: string[]) => void) {
  const seen = new Set<string>();
  const walk = (file: string, client: boolean, chain: string[]) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const inClient = client || isClient(file);
    const specs = imports(file);
    visit(file, inClient, specs, chain);
    for (const spec of specs) {
      const next = resolveLocal(file, spec);
      if (next) walk(next, inClient, [...chain, path.relative(root, file)]);
    }
  };
  walk(entry, false, []);
}

/** Every chain from an entry to one of `packages` through client code, as "entry → … → package". */
function chainsTo(entry: string, packages: RegExp[]): string[] {
  const found: string[] = [];
  walkImports(entry, (file, inClient, specs, chain) => {
    if (!inClient) return;
    for (const spec of specs) if (packages.some((re) => re.test(spec))) found.push([...chain, path.relative(root, file), spec].join(" → "));
  });
  return found;
}
const heavyChains = (entry: string) => chainsTo(entry, HEAVY);

/** Every file a page's first load runs in the browser: client files and what they statically import. */
function clientFiles(entry: string): Set<string> {
  const found = new Set<string>();
  walkImports(entry, (file, inClient) => {
    if (inClient) found.add(file);
  });
  return found;
}

/**
 * An Intl formatter or collator made when its module loads: the first French one costs a phone 20–40 ms of the
 * page's start (ICU's locale data), before anything uses it. Make it at its first use instead.
 */
const MODULE_LEVEL_INTL = /^(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*new Intl\.\w+/gm;
const moduleLevelIntl = (files: Iterable<string>) =>
  [...files].flatMap((f) => [...fs.readFileSync(f, "utf8").matchAll(MODULE_LEVEL_INTL)].map((m) => `${path.relative(root, f)}: ${m[0]}`));

function entries(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "api" ? [] : entries(full);
    return /^(page|layout|template|not-found|error)\.tsx$/.test(d.name) ? [full] : [];
  });
}

/** A throwaway project of `files` inside the repository (for its resolution rules), removed afterwards. */
function withProject(files: Record<string, string>, check: (dir: string, rel: string) => void) {
  const dir = fs.mkdtempSync(path.join(root, ".tmp-bundle-"));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    check(dir, path.relative(root, dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("first-load JavaScript", () => {
  const pages = entries(path.join(root, "app"));

  it("finds the app's pages", () => {
    expect(pages.map((p) => path.relative(root, p))).toEqual(expect.arrayContaining(["app/(app)/spots/[id]/weather/page.tsx", "app/(public)/auth/page.tsx"]));
  });

  it.each(pages.map((p) => [path.relative(root, p), p]))("%s loads neither zod nor the map library before they are needed", (_name, page) => {
    expect(heavyChains(page)).toEqual([]);
  });

  it.each(pages.map((p) => [path.relative(root, p), p]))("%s loads the query and form libraries only if it uses them", (name, page) => {
    const unused = WHERE_USED.filter((lib) => !lib.entries.test(name)).map((lib) => lib.pkg);
    expect(unused.length ? chainsTo(page, unused) : []).toEqual([]);
  });

  it("lets the pages that use them load the query and form libraries (the check above would see them)", () => {
    const chains = (rel: string, pkg: RegExp) => chainsTo(path.join(root, rel), [pkg]);
    expect(chains("app/(app)/layout.tsx", WHERE_USED[0]!.pkg)).not.toEqual([]);
    expect(chains("app/(public)/auth/page.tsx", WHERE_USED[1]!.pkg)).not.toEqual([]);
    expect(chains("app/layout.tsx", WHERE_USED[0]!.pkg)).toEqual([]);
  });

  it.each(pages.map((p) => [path.relative(root, p), p]))("%s makes no Intl formatter in the browser before it is used", (_name, page) => {
    expect(moduleLevelIntl(clientFiles(page))).toEqual([]);
  });

  it("would see a formatter made at a client module's load, not one made on the server or at first use", () => {
    withProject(
      {
        "format.ts": 'export const F = new Intl.NumberFormat("fr-FR");\n',
        "lazy-format.ts": 'let f: Intl.NumberFormat | undefined;\nexport const fmt = (n: number) => (f ??= new Intl.NumberFormat("fr-FR")).format(n);\n',
        "server-only.ts": 'export const S = new Intl.Collator("fr");\n',
        "widget.tsx": '"use client";\nimport { F } from "./format";\nimport { fmt } from "./lazy-format";\nexport const W = () => F.format(1) + fmt(2);\n',
        "page.tsx": 'import { S } from "./server-only";\nimport { W } from "./widget";\nexport default function P() { void S; return W(); }\n',
      },
      (dir, rel) => expect(moduleLevelIntl(clientFiles(path.join(dir, "page.tsx")))).toEqual([`${rel}/format.ts: export const F = new Intl.NumberFormat`]),
    );
  });

  it("would see zod reached through a constant's module", () => {
    withProject(
      {
        "schema.ts": 'import { z } from "zod";\nexport const LABEL = "x";\nexport const S = z.string();\n',
        "widget.tsx": '"use client";\nimport { LABEL } from "./schema";\nexport const W = () => LABEL;\n',
        "lazy.tsx": '"use client";\nexport const load = () => import("./schema");\n',
        "page.tsx": 'import { W } from "./widget";\nimport { load } from "./lazy";\nexport default function P() { void load; return W(); }\n',
      },
      (dir, rel) => expect(heavyChains(path.join(dir, "page.tsx"))).toEqual([`${rel}/page.tsx → ${rel}/widget.tsx → ${rel}/schema.ts → zod`]),
    );
  });
});
