import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Alizé reaches its targets with what Next.js and React document (docs/decisions/0033): nothing outside the tests reads
 * React's payload text, calls Next's compiled modules, patches a platform class, rewrites the built chunks or aliases a
 * package's modules. Such code breaks silently on an upgrade; this test names it the day it comes back.
 */
const root = path.resolve(import.meta.dirname, "..");
const FORBIDDEN = ["__next_f", 'initialUser":', "routeModule", "ensureUserland", "AbortController.prototype", "resolveAlias", "static/chunks"];

describe("the framework's front door", () => {
  it("is the only door: no source file holds the strings of its internals", () => {
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !/(\.test\.tsx?|^tests\/|^e2e\/|^bench\/)/.test(f) && fs.existsSync(path.join(root, f)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => {
      const text = fs.readFileSync(path.join(root, f), "utf8");
      return FORBIDDEN.filter((s) => text.includes(s)).map((s) => `${f}: ${s}`);
    });
    expect(found).toEqual([]);
  });
});
