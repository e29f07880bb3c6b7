import fs from "node:fs";
import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/0-base/utils";
import { twMergeConfig } from "@/lib/0-base/tw-merge-config.generated";
import { appClassCandidates, generate, GENERATED_PATH, groupsOf } from "./tw-merge-config";

/*
 * `cn` runs tailwind-merge on its default configuration cut to the app's class groups (decision 0019). These tests
 * are what keeps that cut honest: it is regenerated from the sources, and it merges the app's classes as the whole
 * default configuration does.
 */
const candidates = appClassCandidates();
const appClasses = candidates.filter((candidate) => groupsOf([candidate]).size > 0);

describe("tailwind-merge's configuration cut to the app's classes", () => {
  it("is up to date with the classes of app/, components/ and lib/ (else: npm run tw-merge-config)", () => {
    expect(fs.readFileSync(GENERATED_PATH, "utf8")).toBe(generate(candidates));
  });

  it("would take in a class from a group the app did not use yet, which the cut configuration alone does not merge", () => {
    const cut = createTailwindMerge(twMergeConfig);
    // Multi-column layout: no class of the app uses it today.
    expect(cut("columns-2 columns-3")).toBe("columns-2 columns-3");
    expect(twMerge("columns-2 columns-3")).toBe("columns-3");
    expect(generate(candidates)).not.toContain('"columns"');
    expect(generate([...candidates, "columns-2"])).toContain('"columns"');
  });

  it("merges every pair of the app's classes as tailwind-merge's default configuration does", () => {
    expect(appClasses.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const first of appClasses) {
      for (const second of appClasses) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`${pair} → ${cn(pair)} (défaut : ${twMerge(pair)})`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
