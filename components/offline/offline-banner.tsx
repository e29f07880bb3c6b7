import { WifiOff } from "lucide-react";
import { OFFLINE_TEXT } from "@/lib/1-domain/offline/messages";
import { OfflineOnly } from "./offline-only";

/**
 * « Hors ligne — prévisions du … à … » on a forecast page opened without network. Written by the server
 * (the date in Paris time, the same wherever it is read): the browser's code only shows it while offline.
 */
export function OfflineBanner({ fetchedAt }: { fetchedAt: string | number | null }) {
  if (fetchedAt === null) return null;
  return (
    <OfflineOnly>
      <p
        role="status"
        data-testid="offline-banner"
        className="flex items-center gap-2.5 rounded-lg border border-sun/60 bg-sun/15 px-3.5 py-2.5 text-sm font-medium text-foreground"
      >
        <WifiOff aria-hidden className="size-4 shrink-0" />
        {OFFLINE_TEXT.banner(new Date(fetchedAt))}
      </p>
    </OfflineOnly>
  );
}
