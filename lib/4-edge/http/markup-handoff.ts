import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { MARKUP_SCOPE_KEY, type MarkupScope, type RiderOffer } from "../../0-base/markup-handoff-reader";

/*
 * Large read-only markup written once per page (issue 27, docs/decisions/0023-render-memory.md).
 *
 * A server component's dangerouslySetInnerHTML travels twice in a document: in the HTML, and as a string in React's
 * payload (the `self.__next_f` scripts) for the browser to rebuild the tree from. The forecast page's seven day
 * tables were 173 kB of its 542 kB of HTML, each then escaped for a script and parsed again by the HTML render.
 *
 * Here a server component hands its markup to the HTML render of the same request, through a scope that our web
 * server opens around each request (scripts/web-server.ts): React's payload carries only an id, the HTML render reads
 * the markup by it, and the browser keeps what the HTML drew (components/ui/server-markup.tsx). Where no scope is
 * open (a payload-only request: a client navigation, a refresh; Next.js run without our server; tests), the markup
 * goes in the payload as before. The scope lives in globalThis: our server's bundle and Next's server chunks each
 * have their own copy of this module.
 */
type Holder = { [MARKUP_SCOPE_KEY]?: AsyncLocalStorage<MarkupScope> };

function storage(): AsyncLocalStorage<MarkupScope> {
  const holder = globalThis as Holder;
  return (holder[MARKUP_SCOPE_KEY] ??= new AsyncLocalStorage<MarkupScope>());
}

/**
 * Whether Next.js may answer this request with a page's HTML document (and so render its HTML from the payload, in
 * this process): a GET or HEAD outside the API and Next's own files that is not a client navigation, prefetch or
 * refresh (Next's `RSC` header) nor a server action. When unsure, no: the markup then travels twice, never zero times.
 * Only these requests get a scope: the API's and the assets' pay nothing for it.
 */
export function rendersDocument(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!url || url.startsWith("/api/") || url.startsWith("/_next/")) return false;
  return headers.rsc === undefined && headers["next-action"] === undefined && headers["next-router-prefetch"] === undefined;
}

/**
 * Runs a document request's handling inside its scope; the markup handed over is dropped once the response is closed.
 * `onScope` receives the scope (the web server reads a page's offer from it: lib/4-edge/http/page-templates.ts).
 */
export function runInMarkupScope<T>(onClose: (drop: () => void) => void, handle: () => T, onScope?: (scope: MarkupScope) => void): T {
  const scope: MarkupScope = { prefix: crypto.randomBytes(6).toString("base64url"), markup: new Map() };
  onClose(() => scope.markup.clear());
  onScope?.(scope);
  return storage().run(scope, handle);
}

/**
 * Server components: the id under which `html` is handed to this request's HTML render, or null when it must travel
 * in React's payload (no scope: no HTML render for this request). Ids are unique per document: the browser keeps
 * the markup it hydrated under them, for a remount from the router's cache.
 */
export function handMarkup(html: string): string | null {
  const scope = storage().getStore();
  if (!scope) return null;
  const id = `${scope.prefix}.${scope.markup.size}`;
  scope.markup.set(id, html);
  return id;
}

/** Whether this render is a document's, in its scope: parts handed now reach its HTML. */
export const inDocumentScope = () => storage().getStore() !== undefined;

/** The comments that open and close a rider's part in a document: the scope's prefix makes them unguessable. */
export const riderMarks = (prefix: string, index: number) => ({ open: `<!--${prefix}:r${index}-->`, close: `<!--/${prefix}:r${index}-->` });

/**
 * Server components: a part of the page that is the rider's own (their verdicts, windows, « Aujourd'hui »), handed
 * like handMarkup, between two comments that mark it, with `slot`, which draws the same part for another rider's view.
 * A document whose rider parts are all marked so can be shared by the riders of a page (lib/4-edge/http/page-templates.ts).
 * Null outside a document's scope, as handMarkup.
 */
export function handRiderMarkup<V>(html: string, slot: (view: V) => string): string | null {
  const scope = storage().getStore();
  if (!scope) return null;
  const slots = (scope.riderSlots ??= []);
  const { open, close } = riderMarks(scope.prefix, slots.length);
  slots.push(slot as (view: unknown) => string);
  return handMarkup(`${open}${html}${close}`);
}

/**
 * A page: this document may be shared with the page's other riders, their own parts drawn by the slots handed with
 * handRiderMarkup from the view `offer.view` reads. Nothing outside a document's scope.
 */
export function offerRiderView<U, V>(offer: {
  user: U;
  props?: Record<string, unknown>;
  view: (headers: Headers) => Promise<{ user: U; view: V; props?: Record<string, unknown> } | null>;
}): void {
  const scope = storage().getStore();
  if (scope) scope.riderOffer = offer as RiderOffer;
}
