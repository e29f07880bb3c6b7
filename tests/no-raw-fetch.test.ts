import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The server floors of lib/ call outside providers through lib/0-base/provider-fetch.ts only (eslint.config.mjs,
 * decision 0025): the project's own ESLint configuration is run on a module calling `fetch` as it would sit in each
 * floor, so that a rule that stopped matching (a renamed floor, a wrong glob) fails here instead of passing silently.
 */
const root = path.resolve(import.meta.dirname, "..");
const RAW = [
  "export async function stations(): Promise<unknown> {",
  '  const answer = await fetch("https://api.example.org/stations");',
  "  return answer.json();",
  "}",
  'export const viaGlobal = () => globalThis.fetch("https://api.example.org/stations");',
  "",
].join("\n");

const eslint = new ESLint({ cwd: root });

/** The raw-fetch findings on `code` placed at `file` (other rules' findings are not this test's business). */
async function rawFetches(file: string, code = RAW): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  // A snippet that did not parse, or a path the configuration ignores, would find nothing without linting anything.
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  expect(result!.messages.some((m) => m.message.startsWith("File ignored"))).toBe(false);
  return result!.messages
    .filter((m) => m.ruleId === "no-restricted-globals" || m.ruleId === "no-restricted-properties")
    .map((m) => `${m.line}:${m.ruleId}: ${m.message}`);
}

describe("no raw fetch on the server floors", () => {
  it.each(["lib/0-base/clock.ts", "lib/1-domain/wind/wind.ts", "lib/2-stores/stations/client.ts", "lib/3-features/live-wind/probe.ts", "lib/4-edge/http/probe.ts"])(
    "reports the global fetch and globalThis.fetch in %s, naming the provider fetch helper",
    async (file) => {
      const found = await rawFetches(file);
      expect(found).toHaveLength(2);
      expect(found[0]).toMatch(/^2:no-restricted-globals: .*lib\/0-base\/provider-fetch\.ts/);
      expect(found[1]).toMatch(/^5:no-restricted-properties: .*lib\/0-base\/provider-fetch\.ts/);
    },
    60_000,
  );

  it.each(["lib/browser/api/probe.ts", "components/home/probe.tsx", "app/(app)/probe/page.tsx", "lib/0-base/provider-fetch.ts", "lib/2-stores/stations/client.test.ts"])(
    "lets %s call fetch (browser code, the helper itself, a test)",
    async (file) => {
      expect(await rawFetches(file)).toEqual([]);
    },
    60_000,
  );

  it("does not mistake a local function named fetch for the global one", async () => {
    const local = 'const fetch = (spots: number[]) => Promise.resolve(spots);\nexport const run = () => fetch([1, 2]);\n';
    expect(await rawFetches("lib/3-features/forecast-refresh/probe.ts", local)).toEqual([]);
  }, 60_000);
});
