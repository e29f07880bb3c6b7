import { ARROW_UP_PATH } from "@/components/ui/arrow-path";
import type { ReactElement } from "react";
import type { ForecastEntry } from "@/lib/1-domain/forecast/api-types";
import { formatMetres } from "@/lib/0-base/format";
import { compassPoint } from "@/lib/0-base/format";
import { formatSeconds, swellText, WAVES_ROW, WAVES_ROW_UNITS, waveTip } from "@/lib/1-domain/sea/messages";
import type { SeaEntry } from "@/lib/1-domain/sea/types";
import { arrowRotation } from "@/lib/1-domain/wind";

/*
 * The « Vagues » row of the day's table: per hour, an arrow turned where the waves go (as the wind's),
 * their height and period; its tip adds where they come from and the swell. Self-contained (the cells' looks are
 * `td[data-waves]`'s in app/globals.css): the table only renders <WavesRow> when the spot has a sea state.
 */

/** The sea state by the hour's instant (ms). */
export type SeaByHour = Map<number, SeaEntry>;

function WaveCell({ sea, now, night }: { sea: SeaEntry | undefined; now: boolean; night: boolean }) {
  const nowProps = now ? { "data-now": "" } : night ? { "data-night": "" } : {};
  if (!sea || sea.waveHeightM === null) {
    return (
      <td data-empty="" {...nowProps}>
        –
      </td>
    );
  }
  const from = sea.waveDirection === null ? null : compassPoint(sea.waveDirection);
  const swell = sea.swellHeightM === null ? null : swellText(sea.swellHeightM, sea.swellPeriodS);
  const tip = waveTip(sea.waveHeightM, sea.wavePeriodS, from, swell);
  return (
    <td data-waves="" data-tip={tip} data-wave-height={sea.waveHeightM} {...nowProps}>
      {sea.waveDirection !== null && (
        <svg aria-hidden viewBox="0 0 24 24" data-wave-arrow="" style={{ transform: `rotate(${arrowRotation(sea.waveDirection)}deg)` }}>
          <path d={ARROW_UP_PATH} />
        </svg>
      )}
      <span>{formatMetres(sea.waveHeightM)}</span>
      {sea.wavePeriodS !== null && <span data-period="">{formatSeconds(sea.wavePeriodS)}</span>}
    </td>
  );
}

/** `row` lays an hour's cell along the table's columns (night hours folded into one). */
type RowOf = (cell: (e: ForecastEntry, i: number, night: boolean) => ReactElement) => ReactElement[];

export function WavesRow({ row, sea, isNow }: { row: RowOf; sea: SeaByHour; isNow: (i: number) => boolean }) {
  return (
    <tr data-testid="waves-row">
      <th scope="row">
        {WAVES_ROW}
        <span className="block text-xs font-normal">{WAVES_ROW_UNITS}</span>
      </th>
      {row((e, i, night) => (
        <WaveCell sea={sea.get(Date.parse(e.forecastDate))} now={isNow(i)} night={night} />
      ))}
    </tr>
  );
}
