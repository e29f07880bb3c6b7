import { ChevronDown } from "lucide-react";
import { forecastHref } from "@/lib/1-domain/forecast/model-param";
import type { ForecastModel } from "@/lib/1-domain/weather/model-ids";
import {
  bestOptionLabel,
  MODEL_LABELS,
  MODEL_SELECTOR_HINT,
  MODEL_SELECTOR_LABEL,
  NO_STATION_FOR_SKILL,
  skillSummary,
} from "@/lib/1-domain/models/messages";
import type { SpotModels } from "@/lib/1-domain/models/types";
import { ModelDisclosure } from "./model-disclosure";

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
 * « Modèle »: which forecast the table, its verdicts and the windows show, each option with its error
 * and bias measured here. A disclosure of radio buttons rather than a <select>: two lines per option stay readable
 * on a phone, and nothing is loaded for it. The choice is the page's address (`/spots/12/weather/icon_eu`): each
 * model's table is a page of its own. Drawn here on the server; only its behaviour (./model-disclosure.tsx) is in the browser's code.
 */
export function ModelPicker({ spotId, models, pick }: Props) {
  const options = optionsOf(models);
  const current = pick === "best" && models.best ? bestOptionLabel(models.best) : MODEL_LABELS[pick === "best" ? "blend" : pick];
  return (
    <ModelDisclosure
      pick={pick}
      current={current}
      heading={<span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">{MODEL_SELECTOR_LABEL}</span>}
      chevron={<ChevronDown aria-hidden className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180" />}
    >
      <fieldset className="space-y-0.5 pt-1 pb-2">
        <legend className="sr-only">{MODEL_SELECTOR_LABEL}</legend>
        {models.station && <p className="px-2 pb-1 text-xs text-muted-foreground">{MODEL_SELECTOR_HINT}</p>}
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-muted has-checked:bg-secondary has-checked:text-secondary-foreground"
          >
            <input
              type="radio"
              name="modele"
              value={o.value}
              defaultChecked={pick === o.value}
              data-href={forecastHref(spotId, o.value === "best" ? "default" : o.value)}
              data-label={o.label}
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
    </ModelDisclosure>
  );
}
