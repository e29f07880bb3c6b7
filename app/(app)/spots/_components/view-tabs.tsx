"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { VIEW_LABELS, VIEW_TABS_LABEL, type SpotsView } from "@/lib/1-domain/map/view";

const VIEWS: readonly SpotsView[] = ["liste", "carte"];
export const viewTabId = (view: SpotsView) => `spots-tab-${view}`;

type Props = {
  view: SpotsView;
  onChange: (view: SpotsView) => void;
  panelId: string;
  /** Each view's icon, drawn on the server (./spot-icons.tsx). */
  icons: Record<SpotsView, ReactNode>;
  /** Pointing at or focusing « Carte »: the map's code can start downloading. */
  onMapIntent?: () => void;
};

/** « Liste » / « Carte »: the ARIA tabs pattern (arrow keys move between the two, the choice follows). */
export function ViewTabs({ view, onChange, panelId, icons, onMapIntent }: Props) {
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
            {icons[v]}
            {VIEW_LABELS[v]}
          </button>
        );
      })}
    </div>
  );
}
