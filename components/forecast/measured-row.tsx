"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/browser/api/client";
import { parisDayKey, parisTime } from "@/lib/0-base/time";
import { formatDecimal } from "@/lib/0-base/format";
import { KNOTS_UNIT } from "@/lib/1-domain/wind";
import type { MeasuredToday } from "@/lib/1-domain/models/types";
import { MEASURED_CELL_NONE, MEASURED_ROW_LABEL, measuredCellTip } from "@/lib/1-domain/models/messages";
import { MeasuredCell } from "./forecast-cells";
import type { TableColumn } from "./forecast-columns";
import { useClock } from "@/components/ui/use-clock";

const HOUR_MS = 3_600_000;
/** Today's « Mesuré » row is asked again this often: the station's hour fills as it goes. */
const MEASURED_REFRESH_MS = 10 * 60_000;

const measuredPath = (spotId: number) => `/api/spots/${spotId}/measured`;

function tipOf(knots: number | null, at: number): string {
  if (knots === null) return MEASURED_CELL_NONE;
  return measuredCellTip(formatDecimal(knots), parisTime(new Date(at)), parisTime(new Date(at + HOUR_MS)));
}

/**
 * Today's « Mesuré » row (the spot's station, hour by hour, in the wind row's colours): asked by the browser, since it
 * fills as the hours pass and the page is a shared document; only on today's card (the browser's today), only where
 * the spot has a station.
 */
export function MeasuredRow({ spotId, dayKey, columns }: { spotId: number; dayKey: string; columns: TableColumn[] }) {
  const now = useClock();
  const today = now !== 0 && parisDayKey(new Date(now)) === dayKey;
  const { data } = useQuery({
    queryKey: [measuredPath(spotId)],
    queryFn: getJson<MeasuredToday>(measuredPath(spotId)),
    enabled: today,
    refetchInterval: MEASURED_REFRESH_MS,
  });
  if (!today || !data?.station) return null;
  const measured = new Map(data.hours.map((h) => [Date.parse(h.hour), h.windAvgKn]));
  const nowHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  return (
    <tbody>
      <tr data-testid="measured-row">
        <th scope="row">
          {MEASURED_ROW_LABEL} <span className="font-normal">({KNOTS_UNIT})</span>
        </th>
        {columns.map((c) => {
          if (c.kind === "fold") return <td key={`fold-${c.from}`} data-fold="" />;
          const knots = measured.get(c.at) ?? null;
          return <MeasuredCell key={c.at} knots={knots} future={c.at > now} now={c.at === nowHour} night={c.night} tip={tipOf(knots, c.at)} />;
        })}
      </tr>
    </tbody>
  );
}
