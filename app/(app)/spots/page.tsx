import { SPOTS_TITLE } from "@/lib/1-domain/site/messages";
import type { Metadata } from "next";
import { Suspense } from "react";
import { spotsCatalogData } from "@/lib/4-edge/pages";
import { SpotStarSymbol, spotListIcons } from "./_components/spot-icons";
import { SpotList, SpotListData, SpotListView } from "./_components/spot-list";

export const metadata: Metadata = { title: SPOTS_TITLE };

/**
 * Tous les spots: one document for every rider (docs/decisions/0033), drawn with the catalogue the framework keeps;
 * the rider's favourites, the live wind, the view chosen (`?vue=`) and the map's tiles are the browser's.
 */
export default async function SpotsPage() {
  const catalogueJson = await spotsCatalogData();
  const icons = spotListIcons();
  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{SPOTS_TITLE}</h1>
        <p className="max-w-2xl text-muted-foreground text-pretty">
          Tous les spots de France : cherchez par nom, ville ou vent, consultez les prévisions et gardez vos favoris à
          portée de main.
        </p>
      </header>
      <SpotStarSymbol />
      {/*
        The list reads the URL's view (useSearchParams), which only the browser knows: the document, the same for every
        view and every rider, carries the list view with its first cards, which the browser's list then replaces.
      */}
      <SpotListData catalogueJson={catalogueJson} icons={icons}>
        <Suspense fallback={<SpotListView urlView="liste" />}>
          <SpotList />
        </Suspense>
      </SpotListData>
    </div>
  );
}
