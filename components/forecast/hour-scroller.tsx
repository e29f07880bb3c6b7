"use client";

import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { NOW_LABEL } from "@/lib/1-domain/forecast/messages";
import { useCellTip } from "./cell-tip";
import { useReasonPanel } from "./reason-panel";
import { useClock } from "@/components/ui/use-clock";

type Props = {
  label: string;
  /** The right edge's fade and chevron, drawn by the server, shown while the wrapper has `data-more`. */
  cue: ReactNode;
  children: ReactNode;
};

const HOUR_MS = 3_600_000;

/**
 * Marks the present hour's column in the table's server-drawn rows (the header's cells carry their hour, `data-at`):
 * « maintenant » under the hour, `data-now` on its cells, never folded with the night around it. The rows the browser
 * draws (the rider's) mark it themselves. Returns the hour's header cell, or null when the hour is not in this day.
 */
function markNow(table: HTMLTableElement, at: number | null): HTMLElement | null {
  for (const cell of table.querySelectorAll<HTMLElement>("thead [data-now], tbody[data-shared] [data-now]")) {
    cell.removeAttribute("data-now");
    cell.removeAttribute("aria-current");
    cell.querySelector("[data-now-label]")?.remove();
    if (cell.hasAttribute("data-night-was")) cell.setAttribute("data-night", "");
  }
  const head = table.tHead?.rows[0];
  if (!head || at === null) return null;
  const cells = [...head.cells];
  const index = cells.findIndex((c) => c.dataset.at === String(at));
  if (index < 0) return null;
  const th = cells[index]!;
  th.setAttribute("aria-current", "time");
  const label = document.createElement("span");
  label.dataset.nowLabel = "";
  label.textContent = NOW_LABEL;
  th.append(label);
  const column = [th];
  for (const body of table.querySelectorAll<HTMLTableSectionElement>("tbody[data-shared]")) {
    for (const row of body.rows) if (row.cells.length === cells.length) column.push(row.cells[index]!);
  }
  for (const cell of column) {
    if (cell.hasAttribute("data-night")) {
      cell.setAttribute("data-night-was", "");
      cell.removeAttribute("data-night");
    }
    cell.setAttribute("data-now", "");
  }
  return th;
}

/*
 * The days whose nights the rider opened, by page and day, for the tab's life: going back to a forecast, which
 * remounts its scrollers, finds them open again (a reload starts folded, as the server draws them).
 */
const openedNights = new Set<string>();
const nightsKey = (label: string) => `${location.pathname}${location.search}|${label}`;

/**
 * The hours' sideways scroller. On a phone a day does not fit: a fade and a chevron on the right edge say there
 * is more, until the last hour is in view (the wrapper's `data-more`, the cue's CSS variant). Today's card opens on the present hour, with one hour of context
 * before it. The scroller is `relative` so that the cells' screen-reader-only texts stay inside it. It also holds
 * the table's one tooltip (./cell-tip.tsx, for a mouse), the panel a tapped cell pins its reasons in
 * (./reason-panel.tsx) and the nights' folds: the table itself is server-rendered markup, reached by delegation.
 */
export function HourScroller({ label, cue, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const clock = useClock();
  const nowHour = clock ? Math.floor(clock / HOUR_MS) * HOUR_MS : null;
  const openedOnNow = useRef(false);
  const { handlers, element: tip } = useCellTip();
  const reasons = useReasonPanel(ref);
  // Before hydration the server cannot know the width: it assumes more to see (a phone's case).
  const [more, setMore] = useState(true);

  const update = () => {
    const el = ref.current;
    if (el) setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
  };

  // « maintenant » moves with the browser's clock; today's card opens on it once, with one hour of context before it.
  useEffect(() => {
    const el = ref.current;
    const table = el?.querySelector("table");
    if (!el || !table) return;
    const now = markNow(table, nowHour);
    if (!now || openedOnNow.current) return;
    openedOnNow.current = true;
    showNow(el, now);
    // The table still changes after this first scroll (the rider's « Navigabilité » row drawn by the browser, the
    // fonts, the nights' columns): until the rider scrolls or taps, the present hour is put back in view each time,
    // right of the sticky row headers, never under them.
    let touched = false;
    const touch = () => (touched = true);
    const events = ["pointerdown", "wheel", "keydown"] as const;
    for (const type of events) el.addEventListener(type, touch, { passive: true, once: true });
    const observer = new ResizeObserver(() => {
      if (!touched && now.isConnected) showNow(el, now);
    });
    observer.observe(table);
    return () => {
      observer.disconnect();
      for (const type of events) el.removeEventListener(type, touch);
    };
  }, [nowHour]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measured once laid out (the observer's first call comes after the browser's own layout), and a day off
    // screen (content-visibility: auto) only when it comes near the screen, where its size changes and the
    // observer calls again: measuring every day at hydration forced the browser to lay out each day's table in
    // turn, one ~25 ms task on the test machine, four times that on a phone.
    const observer = new ResizeObserver(() => {
      if (el.checkVisibility?.({ contentVisibilityAuto: true }) !== false) update();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The nights the rider opened stay open when the server redraws the table (a refresh, the hour changing) and
  // when the rider comes back to the page.
  const nightsOpen = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    nightsOpen.current ??= openedNights.has(nightsKey(label));
    const table = ref.current?.querySelector("table");
    if (table && table.hasAttribute("data-nights-open") !== nightsOpen.current) showNights(table, nightsOpen.current);
  });

  // A night's narrow column opens (or closes) the day's nights; the column tapped stays under the finger.
  const fold = (event: MouseEvent<HTMLElement>): boolean => {
    const column = (event.target as Element).closest<HTMLElement>("[data-fold]");
    const el = ref.current;
    const table = column?.closest("table");
    if (!column || !el || !table) return false;
    const before = column.getBoundingClientRect().left;
    const open = !table.hasAttribute("data-nights-open");
    nightsOpen.current = open;
    if (open) openedNights.add(nightsKey(label));
    else openedNights.delete(nightsKey(label));
    showNights(table, open);
    el.scrollLeft += column.getBoundingClientRect().left - before;
    update();
    return true;
  };

  return (
    <>
      <div className="group/scroller relative" data-more={more ? "" : undefined}>
        <div
          ref={ref}
          className="relative overflow-x-auto overscroll-x-contain"
          role="region"
          aria-label={label}
          tabIndex={0}
          {...handlers}
          onClick={(event) => {
            if (!fold(event)) reasons.handlers.onClick(event);
          }}
          onKeyDown={reasons.handlers.onKeyDown}
          onScroll={() => {
            handlers.onScroll();
            update();
          }}
        >
          {children}
        </div>
        {cue}
        {tip}
      </div>
      {reasons.element}
    </>
  );
}

/**
 * Scrolls the hours so that `now` shows just right of the sticky row headers, with the hour before it in view too.
 * Measured on screen (the cells' boxes), not from offsets: the row headers are sticky, the table's columns change.
 */
function showNow(el: HTMLElement, now: HTMLElement): void {
  const rowHeader = el.querySelector<HTMLElement>("thead th");
  if (!rowHeader || rowHeader === now) return;
  const before = now.previousElementSibling;
  const context = before && before !== rowHeader ? before.getBoundingClientRect().width : 0;
  const target = rowHeader.getBoundingClientRect().right + context;
  el.scrollLeft += now.getBoundingClientRect().left - target;
}

/** Opens or folds a day's nights: the table's columns (CSS, by its data-nights-open) and what its fold buttons say. */
function showNights(table: HTMLTableElement, open: boolean): void {
  table.toggleAttribute("data-nights-open", open);
  for (const button of table.querySelectorAll("[data-fold] > button")) button.setAttribute("aria-expanded", String(open));
}
