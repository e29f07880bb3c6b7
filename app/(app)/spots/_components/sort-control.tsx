"use client";

import { LocateFixed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { Spinner } from "@/components/ui/spinner";
import { SPOTS_SORT, WHERE } from "@/lib/1-domain/where/messages";
import { SPOT_SORTS, type SpotSort } from "@/lib/1-domain/where/spot-sort";
import type { useRiderOrder } from "./use-rider-order";

type Props = { sort: SpotSort; onChange: (sort: SpotSort) => void; rider: ReturnType<typeof useRiderOrder> };

/** « Trier » : A–Z, Distance, Conditions du jour; then, in a line, what the sort rests on or why it cannot. */
export function SortControl({ sort, onChange, rider }: Props) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id="spots-sort-label" className="text-sm font-medium">
          {SPOTS_SORT.label}
        </span>
        <Segmented options={SPOT_SORTS} value={sort} onChange={onChange} label={(s) => SPOTS_SORT.options[s]} aria-labelledby="spots-sort-label" className="border p-1" />
      </div>
      <SortStatus sort={sort} rider={rider} />
    </div>
  );
}

/** What the chosen sort rests on, read out as it changes. */
function SortStatus({ sort, rider }: Omit<Props, "onChange">) {
  let body = null;
  if (sort === "distance") {
    if (rider.origin) body = rider.origin.town ? SPOTS_SORT.fromTown(rider.origin.town) : SPOTS_SORT.fromPosition;
    else if (rider.locating) body = <Busy>{WHERE.locating}</Busy>;
    else
      body = (
        <span className="flex flex-wrap items-center gap-2">
          <span>{SPOTS_SORT.needPosition}</span>
          <Button variant="outline" className="h-11" onClick={rider.locate}>
            <LocateFixed aria-hidden />
            {WHERE.myPosition}
          </Button>
        </span>
      );
  } else if (sort === "conditions") {
    if (rider.today.isPending) body = <Busy>{SPOTS_SORT.conditionsLoading}</Busy>;
    else if (rider.today.isError) body = <span className="text-destructive">{SPOTS_SORT.conditionsFailed}</span>;
    else body = SPOTS_SORT.conditionsRule;
  }
  return (
    <div role="status" className="text-sm text-muted-foreground empty:hidden" data-testid="spots-sort-status">
      {body}
    </div>
  );
}

function Busy({ children }: { children: string }) {
  return (
    <span className="flex items-center gap-2">
      <Spinner aria-hidden />
      {children}
    </span>
  );
}
