/**
 * Joins Tailwind class lists so that a later class overrides an earlier one of the same kind ("h-9" then "h-11"
 * keeps "h-11"), as tailwind-merge does, in ~1 kB instead of its ~8 kB gzip on every page (issue 10's budget).
 * It knows the utilities this app writes; an unknown class is never dropped, only kept beside the others.
 * tests: lib/0-base/class-merge.test.ts compares it with tailwind-merge over every class list of the code base.
 */

const SIZES = /^(xs|sm|base|lg|xl|\d?xl|\[\d[\w.%]*\]|\(length:.*\))$/;
const KEYWORD_GROUPS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  decoration: "underline overline line-through no-underline",
  case: "uppercase lowercase capitalize normal-case",
  italic: "italic not-italic",
  sr: "sr-only not-sr-only",
  truncate: "truncate text-ellipsis text-clip",
  "font-smoothing": "antialiased subpixel-antialiased",
  isolation: "isolate isolation-auto",
  "border-collapse": "border-collapse border-separate",
  // Only Tailwind's own animations: the theme's (animate-fade-in…) stay side by side, as tailwind-merge leaves them.
  animate: "animate-spin animate-ping animate-pulse animate-bounce animate-none",
})) {
  for (const word of words.split(" ")) KEYWORD_GROUPS[word] = group;
}

// Longest first, so "min-h" wins over "h" and "gap-x" over "gap".
const PREFIXES = (
  "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w min-h max-w max-h gap gap-x gap-y space-x space-y " +
  "inset inset-x inset-y top right bottom left start end z order grid-cols grid-rows col-span col-start col-end row-span " +
  "items justify justify-items justify-self content self place-items place-content place-self leading tracking opacity " +
  "duration ease delay transition cursor overflow overflow-x overflow-y overscroll whitespace break line-clamp aspect " +
  "object basis decoration underline-offset fill stroke translate-x translate-y scale rotate origin pointer-events select " +
  "resize list accent caret touch scroll-m scroll-p snap will-change grow shrink blur backdrop-blur from to via"
)
  .split(" ")
  .sort((a, b) => b.length - a.length);

/** Groups an earlier class loses to when a later class of the key's group comes. */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pl", "pr", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["ml", "mr", "ms", "me"],
  my: ["mt", "mb"],
  // As tailwind-merge: a text size sets its line height, and line-clamp its display and overflow.
  "text-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  flex: ["basis", "grow", "shrink"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["left", "right", "start", "end"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  // As tailwind-merge: a gradient replaces the background colour written before it.
  "bg-image": ["bg-color"],
  "border-w-x": ["border-w-l", "border-w-r", "border-w-s", "border-w-e"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": ["border-color-x", "border-color-y", "border-color-t", "border-color-r", "border-color-b", "border-color-l", "border-color-s", "border-color-e"],
  "border-color-x": ["border-color-l", "border-color-r", "border-color-s", "border-color-e"],
  "border-color-y": ["border-color-t", "border-color-b"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
};

const isLength = (v: string) => /^(\d+(\.\d+)?|px|\[\d[\w.%]*\])$/.test(v);

/** The kind of utility a class (without its variants) sets, or null when unknown (then it is kept as is). */
function groupOf(utility: string): string | null {
  const u = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  if (KEYWORD_GROUPS[u]) return KEYWORD_GROUPS[u];
  const dash = u.indexOf("-");
  const head = dash < 0 ? u : u.slice(0, dash);
  const value = dash < 0 ? "" : u.slice(dash + 1);
  switch (head) {
    case "text":
      if (SIZES.test(value)) return "text-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value) ? "font-weight" : "font-family";
    case "bg":
      if (/^(linear|radial|conic|gradient|none|\[url)/.test(value)) return "bg-image";
      if (/^(fixed|local|scroll)$/.test(value)) return "bg-attachment";
      if (/^(cover|contain|auto)$/.test(value)) return "bg-size";
      if (/^(no-)?repeat/.test(value)) return "bg-repeat";
      if (/^(center|top|bottom|left|right)/.test(value)) return "bg-position";
      return "bg-color";
    case "border": {
      if (value === "" || isLength(value)) return "border-w";
      if (value.startsWith("spacing")) return "border-spacing";
      const side = /^([xytrblse])(?:-(.+))?$/.exec(value);
      if (side && (side[2] === undefined || isLength(side[2]))) return `border-w-${side[1]}`;
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "border-style";
      if (side) return `border-color-${side[1]}`;
      return "border-color";
    }
    case "rounded": {
      const side = /^(tl|tr|br|bl|[trblse])(?:-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "shadow":
      return value === "" || /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[\d)/.test(value) ? "shadow" : "shadow-color";
    case "ring":
      if (value === "" || isLength(value)) return "ring-w";
      if (value.startsWith("offset-")) return isLength(value.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      if (value === "inset") return "ring-inset";
      return "ring-color";
    case "outline":
      if (/^(none|hidden|dashed|dotted|double|solid)$/.test(value)) return "outline-style";
      if (value === "" || isLength(value)) return "outline-w";
      if (value.startsWith("offset-")) return "outline-offset";
      return "outline-color";
    case "flex":
      if (/^(row|col|row-reverse|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      if (value !== "") return "flex";
      return "display";
  }
  for (const prefix of PREFIXES) {
    if (u === prefix || u.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

function collect(value: ClassValue, out: string[]) {
  if (!value || value === true) return;
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
    out.push(...String(value).split(/\s+/).filter(Boolean));
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, out);
  } else {
    for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  }
}

/** Joins class names (strings, arrays, { name: condition }), letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes: string[] = [];
  collect(inputs, classes);
  const kept: (string | null)[] = [];
  const slotOf = new Map<string, number>();
  for (const cls of classes) {
    const cut = cls.lastIndexOf(":", cls.endsWith("]") ? cls.lastIndexOf("[") : cls.length);
    // "!" (important) belongs to the key: an important class overrides only important ones.
    const utility = cls.slice(cut + 1);
    const variants = cls.slice(0, cut + 1) + (/^!|!$/.test(utility) ? "!" : "");
    const group = groupOf(utility);
    if (group === null) {
      if (!kept.includes(cls)) kept.push(cls);
      continue;
    }
    for (const g of [group, ...(OVERRIDES[group] ?? [])]) {
      const slot = slotOf.get(variants + g);
      if (slot !== undefined) kept[slot] = null;
    }
    slotOf.set(variants + group, kept.length);
    kept.push(cls);
  }
  return kept.filter(Boolean).join(" ");
}
