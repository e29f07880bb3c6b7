import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/*
 * Server-only: the HTML of a tree of plain elements and hook-free function components, written as React's
 * renderToStaticMarkup would (react-dom/server is not available to server components). It makes a large
 * read-only part of a page — the forecast's hour-by-hour tables, ~2,400 elements a week — one string set with
 * `dangerouslySetInnerHTML`: the browser gets the same HTML, React's payload carries one string per table instead
 * of an object per element, and hydration adopts the table without walking it (docs/decisions/0009-lean-pages.md).
 * Anything that needs React in the browser (a client component, a hook, an event handler) has no place in it:
 * it throws, so that a mistake shows at the first render, in the tests.
 */

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
// React's names for attributes that HTML spells otherwise.
const RENAMED: Record<string, string> = { className: "class", htmlFor: "for", tabIndex: "tabindex" };
// Names written as they are, as React writes them (HTML's parser ignores case; SVG keeps these capitals).
const AS_IS = new Set(["colSpan", "rowSpan", "viewBox", "preserveAspectRatio", "gradientTransform", "gradientUnits", "patternUnits"]);
const UNITLESS = new Set(["opacity", "zIndex", "flex", "flexGrow", "flexShrink", "fontWeight", "lineHeight", "order"]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function styleText(style: Record<string, string | number | null | undefined>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k.startsWith("--") ? k : kebab(k)}:${typeof v === "number" && v !== 0 && !UNITLESS.has(k) ? `${v}px` : v}`)
    .join(";");
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (key === "children" || key === "key" || key === "ref" || value === null || value === undefined) continue;
    if (/^on[A-Z]/.test(key) || typeof value === "function") throw new Error(`static markup: « ${key} » needs React in the browser`);
    if (key === "dangerouslySetInnerHTML" || key === "suppressHydrationWarning") continue;
    const name = RENAMED[key] ?? (key.startsWith("aria-") || key.startsWith("data-") || AS_IS.has(key) ? key : kebab(key));
    if (key === "style") {
      const css = styleText(value as Record<string, string | number>);
      if (css) out += ` style="${escapeHtml(css)}"`;
    } else if (typeof value === "boolean") {
      // aria-* and data-* say "true"/"false"; other attributes are there or not.
      if (key.startsWith("aria-") || key.startsWith("data-")) out += ` ${name}="${value}"`;
      else if (value) out += ` ${name}=""`;
    } else {
      out += ` ${name}="${escapeHtml(String(value))}"`;
    }
  }
  return out;
}

export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(staticMarkup).join("");
  if (!isValidElement(node)) throw new Error("static markup: only elements, text and arrays");
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === "function") {
    if ((type as { $$typeof?: symbol }).$$typeof) throw new Error("static markup: a client component needs React in the browser");
    const rendered = (type as (p: Record<string, unknown>) => ReactNode)(props);
    if (rendered instanceof Promise) throw new Error("static markup: no async component");
    return staticMarkup(rendered);
  }
  if (typeof type !== "string") throw new Error("static markup: only plain elements and function components");
  const open = `<${type}${attributes(props)}>`;
  if (VOID.has(type)) return `${open.slice(0, -1)}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  return `${open}${inner ? inner.__html : staticMarkup(props.children as ReactNode)}</${type}>`;
}
