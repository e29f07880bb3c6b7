import type { TodayLine } from "@/lib/1-domain/verdict/today-line";

/**
 * The forecast's one answer, first under the spot's name (above the fold at 390 × 844): « Aujourd'hui : non (nuit,
 * puis rafales trop fortes) » in bold, the next window under it. Server-rendered; its colour is the verdict's
 * (app/globals.css, `.today-answer[data-verdict]`).
 */
export function TodayAnswer({ line }: { line: TodayLine }) {
  return (
    <p className="today-answer" data-testid="today-line" data-verdict={line.verdict ?? undefined}>
      <strong>{line.today}</strong>
      {line.next && (
        <>
          <span className="sr-only"> · </span>
          <span className="block">{line.next}</span>
        </>
      )}
    </p>
  );
}
