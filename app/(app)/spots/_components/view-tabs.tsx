"use client";

import { useRef, type KeyboardEvent } from "react";
import { VIEW_LABELS, VIEW_TABS_LABEL, type SpotsView } from "@/lib/map/view";

const VIEWS: readonly SpotsView[] = ["liste", "carte"];
/* Drawn here rather than taken from lucide: two paths cost less than two icon modules in the list's first load. */
const ICON_PATHS: Record<SpotsView, string> = {
  liste: "M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01",
  carte: "M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5zM9 4v13.5M15 6.5V20",
};
export const viewTabId = (view: SpotsView) => `spots-tab-${view}`;

type Props = {
  view: SpotsView;
  onChange: (view: SpotsView) => void;
  panelId: string;
  /** Pointing at or focusing « Carte »: the map's code can start downloading. */
  onMapIntent?: () => void;
};

/** « Liste » / « Carte »: the ARIA tabs pattern (arrow keys move between the two, the choice follows). */
export function ViewTabs({ view, onChange, panelId, onMapIntent }: Props) {
  const tabs = useRef<Partial<Record<SpotsView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = VIEWS.indexOf(view);
    const next =
      event.key === "ArrowRight" ? VIEWS[(at + 1) % VIEWS.length]
      : event.key === "ArrowLeft" ? VIEWS[(at + VIEWS.length - 1) % VIEWS.length]
      : event.key === "Home" ? VIEWS[0]
      : event.key === "End" ? VIEWS.at(-1)
      : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={VIEW_TABS_LABEL} className="inline-flex shrink-0 rounded-lg border bg-muted p-1">
      {VIEWS.map((v) => {
        const selected = v === view;
        return (
          <button
            key={v}
            ref={(el) => {
              tabs.current[v] = el;
            }}
            type="button"
            role="tab"
            id={viewTabId(v)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(v)}
            onKeyDown={onKeyDown}
            onPointerEnter={v === "carte" ? onMapIntent : undefined}
            onFocus={v === "carte" ? onMapIntent : undefined}
            className="view-tab"
          >
            <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
              <path d={ICON_PATHS[v]} />
            </svg>
            {VIEW_LABELS[v]}
          </button>
        );
      })}
    </div>
  );
}
