import { Wind } from "lucide-react";
// @ts-expect-error lucide ships no types for its per-icon modules
import { __iconData } from "lucide-react/dist/esm/icons/wind.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

/* The production build draws lucide's icons with lib/browser/lucide-icon.js (next.config.ts): same markup. */
const Light = createLucideIcon(__iconData);

describe("lucide-icon", () => {
  it.each([
    ["no props", {}],
    ["a class and a stroke width", { className: "size-6 text-primary", strokeWidth: 3 }],
    ["a size and colour", { size: 16, color: "red" }],
    ["an accessible name", { "aria-label": "Vent", role: "img" }],
    ["aria-hidden given", { "aria-hidden": true, className: "size-4" }],
  ])("draws the icon as lucide does with %s", (_, props) => {
    expect(renderToStaticMarkup(<Light {...props} />)).toBe(renderToStaticMarkup(<Wind {...props} />));
  });

  it("hides a decorative icon from screen readers, not a labelled one", () => {
    expect(renderToStaticMarkup(<Light />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Light aria-label="Vent" />)).not.toContain("aria-hidden");
  });
});
