import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./class-merge";

const root = path.resolve(import.meta.dirname, "../..");
const TOKEN = /^[\w!\-[\]&@*:.>/()'=%,#+]+$/;

/** Every quoted string of the app's components that reads as a class list. */
function classLists(dir: string): string[] {
  const found = new Set<string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, "utf8").matchAll(/"([^"\n]{2,400})"/g)) {
          const tokens = m[1]!.trim().split(/\s+/);
          if (!/^[Mm]\d|^radix-ui$/.test(m[1]!) && tokens.every((t) => TOKEN.test(t)) && tokens.some((t) => /-|^(flex|grid|block|hidden|relative|absolute)$/.test(t))) {
            found.add(m[1]!.trim());
          }
        }
      }
    }
  };
  walk(path.join(root, dir));
  return [...found];
}

const sorted = (classes: string) => [...new Set(classes.split(" ").filter(Boolean))].sort();

describe("cn", () => {
  it("lets a later class of the same kind win, keeps the rest", () => {
    expect(cn("h-9 px-4 text-sm text-primary", "h-11 text-base")).toBe("px-4 text-primary h-11 text-base");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("border border-input", "border-2 border-destructive")).toBe("border-2 border-destructive");
    expect(cn("hover:bg-accent bg-card", "bg-primary")).toBe("hover:bg-accent bg-primary");
    expect(cn("flex flex-col", "hidden", "sm:flex-row")).toBe("flex-col hidden sm:flex-row");
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }], 0)).toBe("a b c");
  });

  it("merges as tailwind-merge does for every pair of a UI component's classes and a class list of the app", () => {
    const bases = classLists("components/ui");
    const extras = [...new Set([...classLists("components"), ...classLists("app")])];
    expect(bases.length).toBeGreaterThan(20);
    expect(extras.length).toBeGreaterThan(200);
    const differences: string[] = [];
    for (const base of bases) {
      for (const extra of extras) {
        const ours = sorted(cn(base, extra));
        const theirs = sorted(twMerge(base, extra));
        if (ours.join(" ") !== theirs.join(" ")) differences.push(`${base} + ${extra}\n  cn: ${ours.join(" ")}\n  tw: ${theirs.join(" ")}`);
      }
    }
    expect(differences.length, differences.slice(0, 12).join("\n")).toBe(0);
  });
});
