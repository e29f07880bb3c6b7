import type { Metadata } from "next";
import { WifiOff } from "lucide-react";
import { OFFLINE_TEXT } from "@/lib/1-domain/offline/messages";
import { KeptSpots } from "./kept-spots";

export const metadata: Metadata = { title: OFFLINE_TEXT.pageTitle, robots: { index: false } };

/**
 * What the service worker shows, without network, for a page this browser never kept. Kept once for
 * everyone (precached, rendered without the session: proxy.ts); the rider's kept spots are read from the
 * caches in the browser.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="space-y-3">
        <WifiOff aria-hidden className="size-9 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight">{OFFLINE_TEXT.pageTitle}</h1>
        <p className="text-muted-foreground text-pretty">{OFFLINE_TEXT.lead}</p>
      </header>
      <KeptSpots />
    </div>
  );
}
