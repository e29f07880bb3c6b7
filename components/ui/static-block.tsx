import type { ReactNode } from "react";
import { staticMarkup } from "@/lib/0-base/static-markup";
import { handMarkup } from "@/lib/4-edge/http/markup-handoff";
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
