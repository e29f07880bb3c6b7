/*
 * The reading side of lib/4-edge/http/markup-handoff.ts, for the HTML render of a client component: no Node.js import, so that the
 * browser's bundle can hold it (where it always answers undefined).
 */
export const MARKUP_SCOPE_KEY = Symbol.for("alize.markupScope");

/** A document request's scope: its ids' prefix, and the markup handed by id. */
export type MarkupScope = { prefix: string; markup: Map<string, string> };

type Holder = { [MARKUP_SCOPE_KEY]?: { getStore(): MarkupScope | undefined } };

/** The markup a server component handed under `id` in this request (server only), or undefined. */
export function handedMarkup(id: string): string | undefined {
  if (typeof window !== "undefined") return undefined;
  return (globalThis as Holder)[MARKUP_SCOPE_KEY]?.getStore()?.markup.get(id);
}
