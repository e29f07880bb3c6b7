import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

/*
 * The floors of lib/ (.dependency-cruiser.cjs, where they are explained): no import cycle, no import from a lower
 * floor to a higher one, pure base and domain floors, browser code apart, the tables imported by the stores (and
 * db/) alone, a schema that imports nothing from lib/. The same rules are then run on a small drawn project with
 * one deliberate violation of each, so that a rule that stopped matching (a renamed floor, a wrong pattern) fails
 * here instead of passing silently.
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
  it("hold across the app: no cycle, no upward import, pure lower floors, browser code apart, tables in the stores", async () => {
    const found = await violations(root, ["lib", "db", "app", "components", "realtime", "scripts", "proxy.ts"], "tsconfig.json");
    expect(found).toEqual([]);
  }, 120_000);

  it("catch a deliberate cycle, an upward import, a database read and an ORM in the lower floors, and tables read outside the stores", async () => {
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
      // A package the lower floors must not know (an ORM, the framework).
      write("node_modules/drizzle-orm/package.json", '{ "name": "drizzle-orm", "main": "index.js" }\n');
      write("node_modules/drizzle-orm/index.js", "exports.eq = () => true;\n");
      write("lib/0-base/clock.ts", 'import { eq } from "drizzle-orm";\nexport const clock = eq;\n');
      write("lib/2-stores/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
      write("lib/2-stores/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
      // The tables: a store and db/ may import them, and so may a test setting its scene; nothing else.
      write("lib/2-stores/spots.ts", 'import { t } from "../../db/schema";\nexport const spots = t;\n');
      write("db/seed.ts", 'import { t } from "./schema";\nexport const seed = t;\n');
      write("lib/3-features/verdicts.ts", 'import { t } from "../../db/schema";\nexport const verdicts = t;\n');
      write("lib/3-features/verdicts.test.ts", 'import { t } from "../../db/schema";\nexport const scene = t;\n');
      write("lib/4-edge/auth.ts", 'import { t } from "../../db/schema";\nexport const auth = t;\n');
      write("app/api/route.ts", 'import { t } from "../../db/schema";\nexport const GET = t;\n');
      write("realtime/server.ts", 'import { t } from "../db/schema";\nexport const server = t;\n');
      const found = await violations(dir, ["lib", "db", "app", "realtime"]);
      expect(found).toEqual(
        expect.arrayContaining([
          "no-upward-from-1-domain: lib/1-domain/rule.ts → lib/3-features/feature.ts",
          "pure-floors: lib/1-domain/rule.ts → db/client.ts",
          "pure-floors: lib/0-base/clock.ts → node_modules/drizzle-orm/index.js",
          "schema-stands-alone: db/schema.ts → lib/1-domain/rule.ts",
          expect.stringMatching(/^no-cycle: lib\/2-stores\/(a|b)\.ts → lib\/2-stores\/(a|b)\.ts/),
        ]),
      );
      expect(found.filter((v) => v.startsWith("tables-in-stores:")).sort()).toEqual([
        "tables-in-stores: app/api/route.ts → db/schema.ts",
        "tables-in-stores: lib/3-features/verdicts.ts → db/schema.ts",
        "tables-in-stores: lib/4-edge/auth.ts → db/schema.ts",
        "tables-in-stores: realtime/server.ts → db/schema.ts",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
