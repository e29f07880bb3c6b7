import { VERDICT_LABELS, VERDICT_MARKS } from "@/lib/1-domain/forecast/verdict-ui";
import type { HourVerdict, Verdict } from "@/lib/1-domain/verdict/types";
import { nowProps } from "./forecast-cells";

export const VERDICT_CLASSES: Record<Verdict, string> = {
  go: "bg-wind-good text-wind-good-foreground",
  marginal: "bg-wind-strong text-wind-strong-foreground",
  no: "bg-wind-calm text-wind-calm-foreground",
};

/** « Navigable : Conditions réunies (18 nds, side-shore) »: the cell's tooltip and accessible name. */
const verdictTip = (v: HourVerdict) => `${VERDICT_LABELS[v.verdict]} : ${v.reasons.join(" · ")}`;

type Props = {
  verdict: HourVerdict | undefined;
  now?: boolean;
  night?: boolean;
  /** The row's one cell in the Tab order (the others are reached with the arrow keys: ./reason-panel.ts). */
  focusable?: boolean;
};

/**
 * The « Navigabilité » cell of an hour: a colour and a short mark seen in the sun; the verdict and its reasons
 * in the cell's text for screen readers, and in the card's reason panel once tapped, or Enter / Space pressed.
 */
export function VerdictCell({ verdict, now = false, night = false, focusable = false }: Props) {
  const flags = nowProps(now, night);
  if (!verdict) return <td data-empty="" {...flags}>·</td>;
  // Its colour: app/globals.css, by data-verdict. The tooltip shows the screen readers' text (an empty data-tip).
  return (
    <td data-tip="" data-verdict={verdict.verdict} tabIndex={focusable ? 0 : -1} {...flags}>
      <span aria-hidden>{VERDICT_MARKS[verdict.verdict]}</span>
      <span className="sr-only">{verdictTip(verdict)}</span>
    </td>
  );
}
