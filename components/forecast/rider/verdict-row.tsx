"use client";

import { NAVIGABILITY_ROW } from "@/lib/1-domain/forecast/verdict-ui";
import { VerdictCell } from "../verdict-cell";
import { useClock } from "@/components/ui/use-clock";
import { useRiderForecast } from "./rider-forecast";
import type { TableColumn } from "../forecast-columns";

const HOUR_MS = 3_600_000;

/**
 * A day table's « Navigabilité » row, the rider's own: its own <tbody> in the shared table (whose other rows are the
 * server's markup), judged in the browser (./rider-forecast.tsx). Until the rider is known, empty cells hold its
 * height. The present hour's cell is marked as the table's other rows are (./hour-scroller.tsx).
 */
export function VerdictRow({ columns }: { columns: TableColumn[] }) {
  const { byTime } = useRiderForecast();
  const now = useClock();
  const nowHour = now ? Math.floor(now / HOUR_MS) * HOUR_MS : null;
  const hours = columns.filter((c) => c.kind === "hour");
  // The first verdict in the Tab order: the present hour's, else the first daylight hour's.
  const focusAt = hours.find((c) => c.at === nowHour)?.at ?? hours.find((c) => !c.night)?.at ?? hours[0]?.at;
  return (
    <tbody>
      <tr data-testid="verdict-row" data-pending={byTime ? undefined : ""}>
        <th scope="row">{NAVIGABILITY_ROW}</th>
        {columns.map((c) =>
          c.kind === "fold" ? (
            <td key={`fold-${c.from}`} data-fold="" />
          ) : (
            <VerdictCell key={c.at} verdict={byTime?.get(c.at)} now={c.at === nowHour} night={c.night} focusable={c.at === focusAt} />
          ),
        )}
      </tr>
    </tbody>
  );
}
