"use client";

import { useState, type PointerEvent } from "react";

type Tip = { text: string; left: number; top: number };

/**
 * One tooltip for a whole table instead of one per cell: the table's container listens for the pointer (mouse
 * or touch) and shows the `data-tip` of the cell under it, above that cell. Cells stay plain, unfocusable
 * markup; what the tooltip says is also in the cell's accessible name, and is only that when `data-tip` is empty.
 */
export function useCellTip() {
  const [tip, setTip] = useState<Tip | null>(null);

  const show = (event: PointerEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>("[data-tip]");
    const box = event.currentTarget.parentElement; // the positioned wrapper the tip is drawn in
    if (!cell || !box || !event.currentTarget.contains(cell)) return setTip(null);
    const c = cell.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    // An empty data-tip: the cell's accessible text is its tip (an icon's label, the verdict's screen-reader text).
    const own = cell.querySelector("[aria-label],.sr-only");
    const text = cell.dataset.tip || own?.getAttribute("aria-label") || own?.textContent || "";
    setTip((old) => (old?.text === text && old.left === c.left - b.left + c.width / 2 ? old : { text, left: c.left - b.left + c.width / 2, top: c.top - b.top }));
  };
  const hide = () => setTip(null);

  const handlers = { onPointerOver: show, onPointerDown: show, onPointerLeave: hide, onScroll: hide };
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
