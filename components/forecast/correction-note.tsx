import type { SpotCorrectionAnswer } from "@/lib/1-domain/correction/answer";
import { ACCURACY_TITLE, CORRECTED_SERIES_LABEL, CORRECTION_TITLE, RAW_SERIES_LABEL } from "@/lib/1-domain/correction/messages";
import { formatDecimal } from "@/lib/0-base/format";
import { cn } from "@/lib/0-base/utils";

/*
 * « Le vent d'ici » on the forecast page: whether the table's wind is the model corrected by the spot's own
 * station, by how much that beat the raw model on days it did not learn from, or why the raw model stays; and
 * « Justesse », the last 30 days of that back-test, raw against corrected. Server markup: nothing to hydrate.
 */
export function CorrectionNote({ correction }: { correction: SpotCorrectionAnswer }) {
  const days = correction.days;
  return (
    <section
      aria-label={CORRECTION_TITLE}
      data-testid="correction"
      data-applied={correction.applied ? "" : undefined}
      className={cn("rounded-xl border px-4 py-3 text-sm sm:px-6", correction.applied ? "border-primary/30 bg-primary/5" : "bg-card text-muted-foreground")}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={cn("font-semibold", correction.applied ? "text-primary" : "text-foreground")}>{CORRECTION_TITLE}</span>
        <span data-testid="correction-summary">{correction.summary}</span>
      </p>
      {days.length > 0 && (
        <details className="group mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline underline-offset-4">
            {ACCURACY_TITLE} : {days.length > 1 ? `les ${days.length} derniers jours comparés` : "le dernier jour comparé"}
          </summary>
          <AccuracyChart days={days} applied={correction.applied} />
        </details>
      )}
    </section>
  );
}

const W = 320;
const H = 120;
const PAD = { left: 28, right: 8, top: 8, bottom: 20 };

/** The mean error of each held-out day, raw model against corrected, in knots; a table says the same for screen readers. */
function AccuracyChart({ days, applied }: { days: SpotCorrectionAnswer["days"]; applied: boolean }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.rawMaeKn, d.correctedMaeKn]));
  const top = Math.ceil(max);
  const x = (i: number) => PAD.left + (days.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (kn: number) => PAD.top + (1 - kn / top) * (H - PAD.top - PAD.bottom);
  const line = (pick: (d: SpotCorrectionAnswer["days"][number]) => number) => days.map((d, i) => `${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join(" ");
  // A held-out day's key (YYYY-MM-DD), as « 14/11 ».
  const label = (day: string) => {
    const [, m, d] = day.slice(0, 10).split("-");
    return `${d}/${m}`;
  };
  return (
    <figure className="mt-2 space-y-2" data-testid="accuracy">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-xl" role="img" aria-label={`${ACCURACY_TITLE} : erreur moyenne par jour, en nœuds`}>
        {[0, top / 2, top].map((kn) => (
          <g key={kn}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(kn)} y2={y(kn)} className="stroke-border" strokeWidth={0.5} />
            <text x={PAD.left - 4} y={y(kn) + 4} textAnchor="end" className="fill-muted-foreground" fontSize={12}>
              {formatDecimal(kn).replace(",0", "")}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 4} className="fill-muted-foreground" fontSize={12}>
          {label(days[0]!.date)}
        </text>
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className="fill-muted-foreground" fontSize={12}>
          {label(days.at(-1)!.date)}
        </text>
        <polyline points={line((d) => d.rawMaeKn)} fill="none" className="stroke-muted-foreground" strokeWidth={2} strokeDasharray="4 3" />
        <polyline points={line((d) => d.correctedMaeKn)} fill="none" className={applied ? "stroke-primary" : "stroke-foreground/60"} strokeWidth={2.5} />
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block w-5 border-t-2 border-dashed border-muted-foreground" />
          {RAW_SERIES_LABEL}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn("inline-block w-5 border-t-[3px]", applied ? "border-primary" : "border-foreground/60")} />
          {CORRECTED_SERIES_LABEL}
        </span>
        <span>erreur moyenne par jour, en nœuds</span>
      </figcaption>
      <table className="sr-only">
        <caption>{ACCURACY_TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">{RAW_SERIES_LABEL}</th>
            <th scope="col">{CORRECTED_SERIES_LABEL}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{label(d.date)}</th>
              <td>{formatDecimal(d.rawMaeKn)} nds</td>
              <td>{formatDecimal(d.correctedMaeKn)} nds</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
