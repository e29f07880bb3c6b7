/*
 * The reading side of lib/4-edge/http/markup-handoff.ts, for the HTML render of a client component: no Node.js import, so that the
 * browser's bundle can hold it (where it always answers undefined).
 */
export const MARKUP_SCOPE_KEY = Symbol.for("alize.markupScope");

/**
 * A document request's scope: its ids' prefix, and the markup handed by id. A page whose document other riders may
 * share (lib/4-edge/http/page-templates.ts) also leaves there how to redraw its rider's parts for another rider.
 */
export type MarkupScope = {
  prefix: string;
  markup: Map<string, string>;
  /** The rider's parts of this document, in order: each redrawn from another rider's view. */
  riderSlots?: ((view: unknown) => string)[];
  /** How another rider's view of this page is read, when the page offers its document as a template. */
  riderOffer?: RiderOffer;
};

/** A page's offer to share its document: how to read another rider's view of it, and the rider it was drawn for. */
export type RiderOffer = {
  /** The rider this document was drawn for, as the root layout handed them to the browser (`initialUser`). */
  user: unknown;
  /**
   * The rider's own props of a client component, each under a name found once in React's payload (`riderFavoriteIds`):
   * written again for each rider, their values as JSON.
   */
  props?: Record<string, unknown>;
  /** Another rider's view, from their request's headers (and their values of `props`); null when it cannot be drawn from this document. */
  view: (headers: Headers) => Promise<RiderDrawn | null>;
};

/** What a page's offer reads of another rider. */
export type RiderDrawn = { user: unknown; view: unknown; props?: Record<string, unknown> };

type Holder = { [MARKUP_SCOPE_KEY]?: { getStore(): MarkupScope | undefined } };

/** The markup a server component handed under `id` in this request (server only), or undefined. */
export function handedMarkup(id: string): string | undefined {
  if (typeof window !== "undefined") return undefined;
  return (globalThis as Holder)[MARKUP_SCOPE_KEY]?.getStore()?.markup.get(id);
}
