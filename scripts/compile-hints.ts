/**
 * After `next build`: marks the large browser chunks with V8's compile hint `//# allFunctionsCalledOnLoad`
 * (docs/decisions/0009-lean-pages.md, « Compiled off the main thread »).
 *
 * Chrome compiles a script's top level while it downloads, on a background thread, and each function body only
 * when it is first called, on the main thread. A Turbopack chunk is a list of module factories, each a function:
 * at the page's start, React DOM, the Next router and the page's modules were all compiled one after the other in
 * the one task that runs them (27–75 ms of a 60–115 ms task on the test machine, four times that on Lighthouse's
 * phone). With the hint, Chrome (136+) compiles every function of the file with the download, off the main thread;
 * other browsers ignore the comment.
 *
 * Only chunks of 64 KiB and more: React DOM and the Next router (~390 kB of the ~530 kB a page starts), and the map's
 * libraries when they load. A small chunk compiles in little time, and the comment's ~25 bytes of gzip count in
 * every page's first-load budget (bench/pages.ts).
 *
 * Chunk names are content hashes; the hint is added in place, the same for every build, and the service worker's
 * precache names chunks by URL only (revision null), so nothing else changes. Run again, it changes nothing.
 * Usage: tsx scripts/compile-hints.ts [distDir]   (default: NEXT_DIST_DIR, else .next)
 */
import fs from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
export const MIN_HINTED_BYTES = 64 * 1024;

/** Adds the hint to each .js file of MIN_HINTED_BYTES or more under <distDir>/static/chunks; returns how many it changed. */
export function addCompileHints(distDir: string): number {
  const chunks = path.join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of fs.readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = fs.readFileSync(file, "utf8");
    if (code.length < MIN_HINTED_BYTES || code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next");
  const changed = addCompileHints(distDir);
  console.log(`[alizé] indications de compilation ajoutées à ${changed} fichiers (${path.join(distDir, "static/chunks")})`);
}
