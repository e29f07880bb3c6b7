import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Texts once: a French sentence or label a rider reads is written in one place, and every other place
 * that shows it imports it. The check reads the shipped sources of lib/, app/ and components/ (tests aside) for the
 * texts they write: string literals and JSX text that start with a capital (or « ) and hold a space.
 */
const ROOTS = ["lib", "app", "components"];
const TEXT = /"([A-ZÀ-ÖØ-Þ«][^"\\\n]{6,})"|>\s*([A-ZÀ-Þ«][^<>{}\n]{6,}?)\s*</g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each text written in more than one file, with its files. */
export function textsWrittenTwice(files: Record<string, string>): Record<string, string[]> {
  const where = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(files)) {
    for (const m of source.matchAll(TEXT)) {
      const text = (m[1] ?? m[2])!.trim();
      if (!text.includes(" ")) continue;
      where.set(text, (where.get(text) ?? new Set()).add(file));
    }
  }
  return Object.fromEntries([...where].filter(([, files]) => files.size > 1).map(([text, files]) => [text, [...files].sort()]));
}

describe("texts once", () => {
  it("no French text is written in two files of lib/, app/ or components/", () => {
    const files = Object.fromEntries(ROOTS.flatMap(sources).map((f) => [f, fs.readFileSync(f, "utf8")]));
    expect(Object.keys(files).length).toBeGreaterThan(300);
    expect(textsWrittenTwice(files)).toEqual({});
  });

  it("finds a text written twice, in a literal or in JSX (the check can fail)", () => {
    expect(
      textsWrittenTwice({
        "a.ts": 'export const T = "Voir les prévisions";',
        "b.tsx": "<Link>\n  Voir les prévisions\n</Link>",
        "c.tsx": '<div className="flex gap-2">Autre chose ici</div>',
      }),
    ).toEqual({ "Voir les prévisions": ["a.ts", "b.tsx"] });
  });
});
