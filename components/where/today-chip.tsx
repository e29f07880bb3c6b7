import { cn } from "@/lib/0-base/utils";
import { parisParts } from "@/lib/0-base/time";
import { TODAY_LINE } from "@/lib/1-domain/verdict/messages-summary";
import type { Verdict } from "@/lib/1-domain/verdict/types";
import { TODAY_CHIP } from "@/lib/1-domain/where/messages";
import type { SpotToday } from "@/lib/1-domain/where/spot-sort";

/** The forecast's verdict colours (app/globals.css): the word says it too, colour is never the only cue. */
const CHIP_CLASSES: Record<Verdict, string> = {
  go: "bg-wind-good text-wind-good-foreground",
  marginal: "bg-wind-strong text-wind-strong-foreground",
  no: "bg-wind-calm text-wind-calm-foreground",
};

/**
 * Today's verdict of a spot for the rider, with its best window's hours: « Navigable · 11 h–15 h ». Drawn in the
 * browser only, from the rider's answer (never in a page every rider shares).
 */
export function TodayChip({ today, className }: { today: SpotToday; className?: string }) {
  const { verdict, window } = today;
  return (
    <span
      data-testid="today-chip"
      data-verdict={verdict}
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums", CHIP_CLASSES[verdict], className)}
    >
      <span className="sr-only">{TODAY_CHIP.prefix} </span>
      {TODAY_CHIP.words[verdict]}
      {window && (
        <>
          <span aria-hidden>·</span>
          <span className="font-medium">{TODAY_LINE.hours(parisParts(window.start).hour, parisParts(window.end).hour)}</span>
        </>
      )}
    </span>
  );
}
