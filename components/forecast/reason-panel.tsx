"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { REASON_PANEL } from "@/lib/1-domain/forecast/messages";
import { tipText } from "./cell-tip";

type Pinned = { hour: string; verdict: string | null; head: string; reasons: string[] };

/** A verdict's text is « Limite : reason · reason » (verdict-cell.tsx verdictTip): its label, then its reasons. */
function read(cell: HTMLElement): Pinned {
  const table = cell.closest("table");
  const head = table?.tHead?.rows[0]?.cells[(cell as HTMLTableCellElement).cellIndex];
  const hour = REASON_PANEL.hour(head?.firstChild?.textContent ?? "");
  const text = tipText(cell);
  const verdict = cell.dataset.verdict ?? null;
  if (!verdict) return { hour, verdict, head: text, reasons: [] };
  const cut = text.indexOf(" : ");
  return { hour, verdict, head: cut < 0 ? text : text.slice(0, cut), reasons: cut < 0 ? [] : text.slice(cut + 3).split(" · ") };
}

const visible = (el: Element) => el.getClientRects().length > 0;

/**
 * Reasons on touch: a tap on a cell (or Enter / Space on a verdict cell) pins what it says in a panel under the
 * day's table, inside the card, until the next tap elsewhere. The panel is a live region: a screen reader reads
 * it as it changes. The verdict cells are one Tab stop per day, the arrow keys going from hour to hour (and
 * pinning each). Listens on the scroller (`scroller`): the table itself is static markup.
 */
export function useReasonPanel(scroller: RefObject<HTMLElement | null>) {
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const marked = useRef<HTMLElement | null>(null);

  const pin = (cell: HTMLElement | null) => {
    marked.current?.removeAttribute("data-pinned");
    marked.current = cell;
    cell?.setAttribute("data-pinned", "");
    setPinned(cell ? read(cell) : null);
  };

  // Until the next tap elsewhere: outside the panel and the table's cells (a cell's tap pins that cell instead).
  useEffect(() => {
    if (!pinned) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Element;
      if (panel.current?.contains(target)) return;
      if (scroller.current?.contains(target) && target.closest("td[data-tip]")) return;
      pin(null);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [pinned, scroller]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>("td[data-tip]");
    if (cell && event.currentTarget.contains(cell)) pin(cell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest?.<HTMLElement>("td[data-verdict]");
    if (!cell) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pin(cell);
    } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const step = event.key === "ArrowRight" ? "nextElementSibling" : "previousElementSibling";
      let next = cell[step] as HTMLElement | null;
      while (next && (!next.matches("td[data-verdict]") || !visible(next))) next = next[step] as HTMLElement | null;
      if (!next) return;
      event.preventDefault();
      cell.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
      pin(next);
    }
  };

  const element = (
    <div aria-live="polite" className="reason-panel-region">
      {pinned && (
        <div ref={panel} className="reason-panel" data-testid="reason-panel" data-verdict={pinned.verdict ?? undefined}>
          <p>
            <b>{pinned.hour}</b> · {pinned.head}
          </p>
          {pinned.reasons.length > 0 && (
            <ul>
              {pinned.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          <button type="button" aria-label={REASON_PANEL.close} onClick={() => pin(null)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
  return { handlers: { onClick, onKeyDown }, element, clear: () => pin(null) };
}
