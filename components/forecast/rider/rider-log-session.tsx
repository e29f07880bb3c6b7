"use client";

import { LogSessionButton } from "@/components/sessions/log-session-button";
import { parisDayKey, parisParts } from "@/lib/0-base/time";
import { useClock } from "@/components/ui/use-clock";
import { useRiderForecast } from "./rider-forecast";

/**
 * « Noter une session » on a forecast page, prefilled from what the page knows of the rider: the best window of the
 * week when one has begun (its day, hours and kite), else today.
 */
export function RiderLogSession({ spotId, spotName }: { spotId: number; spotName: string }) {
  const { forecast } = useRiderForecast();
  const now = useClock();
  const best = forecast?.windows.find((w) => w.best);
  const started = best && now && Date.parse(best.start) <= now ? best : null;
  const prefill = started
    ? {
        date: parisDayKey(started.start),
        startHour: parisParts(started.start).hour,
        endHour: parisParts(started.end).hour || 23,
        kiteM2: started.kiteSizeM2 ?? undefined,
      }
    : now
      ? { date: parisDayKey(new Date(now)) }
      : {};
  return <LogSessionButton spotId={spotId} spotName={spotName} {...prefill} className="w-full sm:w-auto" />;
}
