"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useCellTip } from "./cell-tip";

type Props = {
  label: string;
  /** The column of the present hour (-1: not in this day): the table opens scrolled to it. */
  nowIndex: number;
  /** The right edge's fade and chevron, drawn by the server, shown while the wrapper has `data-more`. */
  cue: ReactNode;
  children: ReactNode;
};

/**
 * The hours' sideways scroller. On a phone a day does not fit: a fade and a chevron on the right edge say there
 * is more, until the last hour is in view (the wrapper's `data-more`, the cue's CSS variant). Today's card opens on the present hour, with one hour of context
 * before it. The scroller is `relative` so that the cells' screen-reader-only texts stay inside it. It also holds
 * the table's one tooltip (./cell-tip.tsx): the table itself is server-rendered markup.
 */
export function HourScroller({ label, nowIndex, cue, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { handlers, element: tip } = useCellTip();
  // Before hydration the server cannot know the width: it assumes more to see (a phone's case).
  const [more, setMore] = useState(true);

  const update = () => {
    const el = ref.current;
    if (el) setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
  };

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const now = nowIndex >= 0 ? el.querySelector<HTMLElement>("thead [data-now]") : null;
    const rowHeader = el.querySelector<HTMLElement>("thead th");
    if (now && rowHeader) {
      const column = now.previousElementSibling === rowHeader ? 0 : (now.previousElementSibling as HTMLElement).offsetWidth;
      el.scrollLeft = now.offsetLeft - rowHeader.offsetWidth - column;
    }
    // Measured once laid out (the observer's first call comes after the browser's own layout), and a day off
    // screen (content-visibility: auto) only when it comes near the screen, where its size changes and the
    // observer calls again: measuring every day at hydration forced the browser to lay out each day's table in
    // turn, one ~25 ms task on the test machine, four times that on a phone.
    const observer = new ResizeObserver(() => {
      if (el.checkVisibility?.({ contentVisibilityAuto: true }) !== false) update();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [nowIndex]);

  return (
    <div className="group/scroller relative" data-more={more ? "" : undefined}>
      <div
        ref={ref}
        className="relative overflow-x-auto overscroll-x-contain"
        role="region"
        aria-label={label}
        tabIndex={0}
        {...handlers}
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
  );
}
