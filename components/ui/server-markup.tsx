"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { handedMarkup } from "@/lib/0-base/markup-handoff-reader";

/** In the browser: the markup of the blocks that left the page, by id, for a remount from the router's cache (back, forward). */
const kept = new Map<string, string>();
const MAX_KEPT = 64;

function keep(id: string, markup: string): void {
  if (markup === "") return;
  kept.delete(id);
  kept.set(id, markup);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

type Props = { className?: string } & ({ html: string; id?: undefined } | { id: string; html?: undefined });

/**
 * Read-only server markup (a forecast day's table) that travels once in a document (lib/4-edge/http/markup-handoff.ts).
 * With `html`: drawn from it, as a server component's dangerouslySetInnerHTML would be. With `id`: the HTML render reads
 * the markup its server component handed over; the browser hydrates without it (React leaves the inner HTML of a
 * dangerouslySetInnerHTML element as the server wrote it) and keeps a copy when the block leaves the page, so that a
 * remount from the router's cache draws the same; a remount that finds none asks the server for the page again.
 */
export function ServerMarkup({ className, html, id }: Props) {
  if (id === undefined) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <HandedMarkup className={className} id={id} />;
}

/**
 * A client component's part drawn by the server for this request's rider (a shared document's rider part:
 * app/(app)/spots/_components/rider-parts.tsx), shown as written while the page hydrates; the component then draws
 * the part itself in its place. `data-drawn` marks it until then: its elements are about to be replaced (the
 * end-to-end tests wait for that before measuring one).
 */
export function DrawnUntilHydrated({ id }: { id: string }) {
  return <div className="contents" data-drawn="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handedMarkup(id) ?? "" }} />;
}

function HandedMarkup({ className, id }: { className?: string; id: string }) {
  const router = useRouter();
  const markup = handedMarkup(id) ?? kept.get(id) ?? "";
  const readBack = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      // Mounted empty: a remount whose copy was dropped; the server draws the page again. (Not `innerHTML`, whose
      // reading serialises the whole block.)
      if (el.firstChild === null) router.refresh();
      // The copy is read as the block leaves the page, not at hydration: serialising ~25 kB of table there would
      // lengthen the page's first tasks.
      return () => keep(id, el.innerHTML);
    },
    [id, router],
  );
  return <div ref={readBack} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} />;
}
