import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * proxy.ts refuses every request naming a server action (a forged Next-Action header) because Alizé has none. The day
 * one is written, that refusal must go: this test names the files that would then need it.
 */
const root = path.resolve(import.meta.dirname, "..");

describe("server actions", () => {
  it("exist nowhere in the app's code, so the proxy may refuse every Next-Action request", () => {
    const files = execFileSync("git", ["ls-files", "app", "components", "lib"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && fs.existsSync(path.join(root, f)));
    expect(files.length).toBeGreaterThan(100);
    const withActions = files.filter((f) => /^\s*["']use server["'];?\s*$/m.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(withActions).toEqual([]);
  });
});
