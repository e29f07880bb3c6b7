"use client";

import { ChevronDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useOptimistic, useRef, useTransition } from "react";
import { forecastHref } from "@/lib/forecast-display/model-param";
import type { ForecastModel } from "@/lib/weather/model-ids";
import {
  bestOptionLabel,
  MODEL_LABELS,
  MODEL_SELECTOR_HINT,
  MODEL_SELECTOR_LABEL,
  NO_STATION_FOR_SKILL,
  skillSummary,
} from "@/lib/weather-models/messages";
import type { SpotModels } from "@/lib/weather-models/types";
import { cn } from "@/lib/utils";

/** What the rider picked: the best model here (whichever it is), or one model, or the blend. */
export type ModelPick = "best" | ForecastModel;

type Option = { value: ModelPick; label: string; summary: string | null };

function optionsOf(models: SpotModels): Option[] {
  const summary = (id: ForecastModel) => {
    const skill = models.models.find((m) => m.id === id);
    return models.station && skill ? skillSummary(skill, models.minComparedHours) : null;
  };
  const options: Option[] = models.models.map((m) => ({ value: m.id, label: m.label, summary: summary(m.id) }));
  if (models.best) options.unshift({ value: "best", label: bestOptionLabel(models.best), summary: summary(models.best) });
  return options;
}

type Props = { spotId: number; models: SpotModels; pick: ModelPick };

/**
 * « Modèle » (issue 12): which forecast the table, its verdicts and the windows show, each option with its error
 * and bias measured here. A disclosure of radio buttons rather than a <select>: two lines per option stay readable
 * on a phone, and nothing is loaded for it. A tap on an option chooses it and folds the list; the arrow keys move
 * the choice without folding it; Escape or a tap outside folds it. The choice is the page's `?modele=`: the server
 * renders the table for it, the current one staying shown (and the picker busy) until it arrives.
 */
export function ModelPicker({ spotId, models, pick: rendered }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const name = useId();
  const router = useRouter();
  const [loading, startLoading] = useTransition();
  const [pick, setPick] = useOptimistic(rendered);
  const onPick = (next: ModelPick) =>
    startLoading(() => {
      setPick(next);
      router.replace(forecastHref(spotId, next === "best" ? "default" : next), { scroll: false });
    });
  const options = optionsOf(models);
  const current = pick === "best" && models.best ? bestOptionLabel(models.best) : MODEL_LABELS[pick === "best" ? "blend" : pick];

  useEffect(() => {
    const fold = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", fold);
    return () => document.removeEventListener("pointerdown", fold);
  }, []);

  const close = () => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };

  return (
    <details
      ref={ref}
      className="group rounded-xl border bg-card px-4 py-2 text-sm shadow-sm sm:px-6"
      data-testid="model-picker"
      aria-busy={loading || undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape") close();
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">{MODEL_SELECTOR_LABEL}</span>
          <span className="block font-semibold" data-testid="model-current">
            {current}
          </span>
        </span>
        <ChevronDown aria-hidden className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="space-y-0.5 pt-1 pb-2">
        <legend className="sr-only">{MODEL_SELECTOR_LABEL}</legend>
        {models.station && <p className="px-2 pb-1 text-xs text-muted-foreground">{MODEL_SELECTOR_HINT}</p>}
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-muted",
              pick === o.value && "bg-secondary text-secondary-foreground",
            )}
            onPointerUp={() => window.setTimeout(close, 0)}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={pick === o.value}
              onChange={() => onPick(o.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0">
              <span className="block font-medium">{o.label}</span>
              {o.summary && (
                <span className="block text-xs text-muted-foreground" data-testid="model-skill">
                  {o.summary}
                </span>
              )}
            </span>
          </label>
        ))}
        {!models.station && <p className="px-2 pt-1 text-xs text-muted-foreground">{NO_STATION_FOR_SKILL}</p>}
      </fieldset>
    </details>
  );
}
