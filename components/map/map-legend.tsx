import { LEGEND_TITLE, TONE_LABELS } from "@/lib/1-domain/map/messages";
import { MARKER_TONES, TONE_SYMBOLS } from "@/lib/1-domain/map/tones";

/** The markers' colours and symbols, in French; each item's id describes the markers of its tone to screen readers. */
export function MapLegend({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm" data-testid="map-legend">
      <p id={`${idPrefix}title`} className="font-medium">
        {LEGEND_TITLE}
      </p>
      <ul aria-labelledby={`${idPrefix}title`} className="flex flex-wrap gap-x-3.5 gap-y-1.5">
        {MARKER_TONES.map((tone) => (
          <li key={tone} className="flex items-center gap-1.5">
            <span className="alize-swatch size-6 shrink-0 ring-2 ring-card" data-tone={tone} aria-hidden>
              <svg viewBox="0 0 24 24" className="!size-4">
                <path d={TONE_SYMBOLS[tone]} />
              </svg>
            </span>
            <span id={`${idPrefix}${tone}`}>{TONE_LABELS[tone]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
