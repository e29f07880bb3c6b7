import { ARROW_UP_PATH } from "@/components/ui/arrow-path";
import { LIVE_WIND_TITLE, NO_STATION_NEARBY, OPENWINDMAP_LINK_LABEL, OPENWINDMAP_LINK_TEXT, OPENWINDMAP_URL } from "@/lib/1-domain/live-wind/messages";
import { LiveWindLive } from "./live-wind-live";

/**
 * « Vent mesuré » above the day cards: the spot's nearest live station, its last 4-minute mean and
 * max in knots in the table's colours, the direction, the reading's age and the link OpenWindMap's licence asks
 * for. What does not depend on the reading (title, link, arrow) is drawn here on the server; the reading is kept
 * asked and kept up to date by the browser (./live-wind-live.tsx): it changes by the minute, the page is shared.
 */
export function LiveWindBlock({ spotId }: { spotId: number }) {
  const frame = {
    title: (
      <h2 id="live-wind-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {LIVE_WIND_TITLE}
      </h2>
    ),
    noStation: <p className="mt-1 text-sm">{NO_STATION_NEARBY}</p>,
    link: (
      <a
        href={OPENWINDMAP_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={OPENWINDMAP_LINK_LABEL}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2"
      >
        {OPENWINDMAP_LINK_TEXT} ↗
      </a>
    ),
    arrow: (
      <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" className="size-5">
        <path d={ARROW_UP_PATH} />
      </svg>
    ),
  };
  return <LiveWindLive spotId={spotId} frame={frame} />;
}
