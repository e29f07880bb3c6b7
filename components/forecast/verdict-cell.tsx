import { VERDICT_LABELS, VERDICT_MARKS } from "@/lib/1-domain/forecast/verdict-ui";
import type { HourVerdict, Verdict } from "@/lib/1-domain/verdict/types";

export const VERDICT_CLASSES: Record<Verdict, string> = {
  go: "bg-wind-good text-wind-good-foreground",
  marginal: "bg-wind-strong text-wind-strong-foreground",
  no: "bg-wind-calm text-wind-calm-foreground",
};

/** « Navigable : Conditions réunies (18 nds, side-shore) »: the cell's tooltip and accessible name. */
export const verdictTip = (v: HourVerdict) => `${VERDICT_LABELS[v.verdict]} : ${v.reasons.join(" · ")}`;

/**
 * The « Navigabilité » cell of an hour: a colour and a short mark seen in the sun, the verdict and its reasons
 * in the table's one tooltip and, for screen readers, in the cell's text.
 */
export function VerdictCell({ verdict, now = false }: { verdict: HourVerdict | undefined; now?: boolean }) {
  const nowProps = now ? { "data-now": "" } : {};
  if (!verdict) return <td data-empty="" {...nowProps}>·</td>;
  // Its colour: app/globals.css, by data-verdict. The tooltip shows the screen readers' text (an empty data-tip).
  return (
    <td data-tip="" data-verdict={verdict.verdict} {...nowProps}>
      <span aria-hidden>{VERDICT_MARKS[verdict.verdict]}</span>
      <span className="sr-only">{verdictTip(verdict)}</span>
    </td>
  );
}
