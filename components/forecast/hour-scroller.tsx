"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { SCROLL_HINT } from "@/lib/forecast-display/messages";
import { cn } from "@/lib/utils";
import { useCellTip } from "./cell-tip";

type Props = {
  label: string;
  /** The column of the present hour (-1: not in this day): the table opens scrolled to it. */
  nowIndex: number;
  children: ReactNode;
};

/**
 * The hours' sideways scroller. On a phone a day does not fit: a fade and a chevron on the right edge say there
 * is more, until the last hour is in view. Today's card opens on the present hour, with one hour of context
 * before it. The scroller is `relative` so that the cells' screen-reader-only texts stay inside it. It also holds
 * the table's one tooltip (./cell-tip.tsx): the table itself is server-rendered markup.
 */
export function HourScroller({ label, nowIndex, children }: Props) {
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
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [nowIndex]);

  return (
    <div className="relative">
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
      <div
        aria-hidden
        data-scroll-cue
        title={SCROLL_HINT}
        className={cn(
          "pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-card via-card/70 to-transparent pr-0.5 transition-opacity",
          more ? "opacity-100" : "opacity-0",
        )}
      >
        <ChevronRight className="size-6 animate-nudge text-primary" strokeWidth={3} />
      </div>
      {tip}
    </div>
  );
}
