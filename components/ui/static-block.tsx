import type { ReactNode } from "react";
import { staticMarkup } from "@/lib/0-base/static-markup";
import { handMarkup, handRiderMarkup } from "@/lib/4-edge/http/markup-handoff";
import { ServerMarkup } from "./server-markup";

/**
 * Server components: read-only markup, handed to this request's HTML render so that it travels once (in the HTML,
 * not again in React's payload: lib/4-edge/http/markup-handoff.ts), else carried in the payload as one string.
 * `className`: the wrapper's (« contents » leaves the layout to the markup's own elements).
 */
export function HandedHtml({ html, className }: { html: string; className?: string }) {
  const id = handMarkup(html);
  return id === null ? <ServerMarkup className={className} html={html} /> : <ServerMarkup className={className} id={id} />;
}

/**
 * A read-only part of a server-rendered page — plain elements and hook-free components, nothing the browser runs —
 * as one string of HTML (lib/0-base/static-markup.ts): React neither serialises nor renders its elements one by one.
 */
export function StaticBlock({ children, className }: { children: ReactNode; className?: string }) {
  return <HandedHtml html={staticMarkup(children)} className={className} />;
}

/**
 * A read-only part that is the rider's own (their verdicts, windows, « Aujourd'hui »): `html` for this rider, and
 * `slot`, which draws the same part from another rider's view, so that the riders of a page can share its document
 * (lib/4-edge/http/markup-handoff.ts, handRiderMarkup; lib/4-edge/http/page-templates.ts).
 */
export function RiderHtml<V>({ html, slot, className }: { html: string; slot: (view: V) => string; className?: string }) {
  const id = handRiderMarkup(html, slot);
  return id === null ? <ServerMarkup className={className} html={html} /> : <ServerMarkup className={className} id={id} />;
}
