"use client";

import { useState, type PointerEvent } from "react";

type Tip = { text: string; left: number; top: number };

/**
 * One tooltip for a whole table instead of one per cell: the table's container listens for the mouse and shows
 * the `data-tip` of the cell under it, above that cell (a tap pins the same text in the card: ./reason-panel.tsx). Cells stay plain, unfocusable
 * markup; what the tooltip says is also in the cell's accessible name, and is only that when `data-tip` is empty.
 */
/** What a cell says in words: its `data-tip`, or when empty its own accessible text (an icon's label, a verdict's). */
export function tipText(cell: HTMLElement): string {
  const own = cell.querySelector("[aria-label],.sr-only");
  return cell.dataset.tip || own?.getAttribute("aria-label") || own?.textContent || "";
}

export function useCellTip() {
  const [tip, setTip] = useState<Tip | null>(null);

  const show = (event: PointerEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>("[data-tip]");
    const box = event.currentTarget.parentElement; // the positioned wrapper the tip is drawn in
    if (!cell || !box || !event.currentTarget.contains(cell)) return setTip(null);
    const c = cell.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const text = tipText(cell);
    setTip((old) => (old?.text === text && old.left === c.left - b.left + c.width / 2 ? old : { text, left: c.left - b.left + c.width / 2, top: c.top - b.top }));
  };
  const hide = () => setTip(null);

  // A mouse's hover only: a finger's tap pins the cell's text in the card instead (./reason-panel.tsx), where
  // neither the thumb nor the card's edge hides it.
  const hover = (event: PointerEvent<HTMLElement>) => (event.pointerType === "mouse" ? show(event) : undefined);
  const handlers = { onPointerOver: hover, onPointerLeave: hide, onScroll: hide };
  const element = tip ? (
    <div
      role="tooltip"
      data-slot="tooltip-content"
      className="pointer-events-none absolute z-20 w-max max-w-[14rem] -translate-x-1/2 -translate-y-full rounded-md bg-foreground px-3 py-1.5 text-sm font-medium text-background shadow-md animate-fade-in"
      style={{ left: tip.left, top: tip.top - 6 }}
    >
      {tip.text}
    </div>
  ) : null;
  return { handlers, element };
}
