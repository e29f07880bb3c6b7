import { describe, expect, it } from "vitest";
import { cn } from "./utils";

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
});
