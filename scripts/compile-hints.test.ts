import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from "./compile-hints";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function dist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-hints-"));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe("addCompileHints", () => {
  it("puts V8's hint at the top of each large browser chunk, once, and leaves the rest alone", () => {
    const big = `(globalThis.TURBOPACK||[]).push([1,${"0,".repeat(MIN_HINTED_BYTES / 2)}])`;
    const small = "(globalThis.TURBOPACK||[]).push([2])";
    const dir = dist({
      "static/chunks/a1b2.js": big,
      "static/chunks/pages/c3d4.js": `${big}\n//# sourceMappingURL=c3d4.js.map`,
      "static/chunks/small.js": small,
      "static/chunks/e5f6.css": `body{margin:0}${" ".repeat(MIN_HINTED_BYTES)}`,
      "server/app/page.js": `module.exports = 1;${" ".repeat(MIN_HINTED_BYTES)}`,
    });
    expect(addCompileHints(dir)).toBe(2);
    const read = (name: string) => fs.readFileSync(path.join(dir, name), "utf8");
    // V8 reads the comment on a line of its own, first in the file.
    expect(read("static/chunks/a1b2.js")).toBe(`//# allFunctionsCalledOnLoad\n${big}`);
    expect(read("static/chunks/pages/c3d4.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(read("static/chunks/small.js")).toBe(small);
    expect(read("static/chunks/e5f6.css").startsWith("body")).toBe(true);
    expect(read("server/app/page.js").startsWith("module")).toBe(true);
    // A second pass (the launcher after `npm run build`) changes nothing.
    expect(addCompileHints(dir)).toBe(0);
    expect(read("static/chunks/a1b2.js").split(COMPILE_HINT)).toHaveLength(2);
  });
});
