import { DIRECTION_LEGEND_TITLE, DIRECTION_TONE_LABELS } from "@/lib/1-domain/forecast/verdict-ui";
import type { DirectionTone } from "@/lib/1-domain/verdict/sectors";
import { cn } from "@/lib/0-base/utils";
import { TONE_CLASSES } from "./forecast-cells";

const TONES: DirectionTone[] = ["good", "caution", "danger"];

/** The key to the direction cells' colours, in one small line. */
export function DirectionLegend() {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-testid="direction-legend">
      <span className="font-medium text-foreground">{DIRECTION_LEGEND_TITLE}</span>
      {TONES.map((tone) => (
        <span key={tone} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn("inline-block size-3.5 rounded-sm border", TONE_CLASSES[tone])} />
          {DIRECTION_TONE_LABELS[tone]}
        </span>
      ))}
    </p>
  );
}
