import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

/*
 * The floors of lib/ (.dependency-cruiser.cjs, where they are explained): no import cycle, no import from a lower
 * floor to a higher one, pure base and domain floors, browser code apart, a schema that imports nothing from lib/.
 * The same rules are then run on a small drawn project with one deliberate cycle and one upward import, so that
 * a rule that stopped matching (a renamed floor, a wrong pattern) fails here instead of passing silently.
 */
const root = path.resolve(import.meta.dirname, "..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as IConfiguration;

async function violations(cwd: string, entries: string[], tsConfig?: string): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const { output } = await cruise(
      entries,
      { ruleSet: { forbidden: config.forbidden }, ...config.options, tsConfig: tsConfig ? { fileName: tsConfig } : undefined, validate: true },
      undefined,
      tsConfig ? { tsConfig: undefined } : undefined,
    );
    const result = output as ICruiseResult;
    return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(" → ")})` : ""}`);
  } finally {
    process.chdir(previous);
  }
}

describe("the floors of lib/", () => {
  it("hold across the app: no cycle, no upward import, pure lower floors, browser code apart", async () => {
    const found = await violations(root, ["lib", "db", "app", "components", "realtime", "proxy.ts"], "tsconfig.json");
    expect(found).toEqual([]);
  }, 120_000);

  it("catch a deliberate cycle, an upward import and a database read in the domain", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-floors-"));
    const write = (file: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), body);
    };
    try {
      write("db/client.ts", "export const db = {};\n");
      write("db/schema.ts", 'import { rule } from "../lib/1-domain/rule";\nexport const t = rule;\n');
      write("lib/1-domain/rule.ts", 'import { feature } from "../3-features/feature";\nimport { db } from "../../db/client";\nexport const rule = [feature, db];\n');
      write("lib/3-features/feature.ts", 'export const feature = 1;\n');
      write("lib/2-stores/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
      write("lib/2-stores/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
      const found = await violations(dir, ["lib", "db"]);
      expect(found).toEqual(
        expect.arrayContaining([
          "no-upward-from-1-domain: lib/1-domain/rule.ts → lib/3-features/feature.ts",
          "pure-floors: lib/1-domain/rule.ts → db/client.ts",
          "schema-stands-alone: db/schema.ts → lib/1-domain/rule.ts",
          expect.stringMatching(/^no-cycle: lib\/2-stores\/(a|b)\.ts → lib\/2-stores\/(a|b)\.ts/),
        ]),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
