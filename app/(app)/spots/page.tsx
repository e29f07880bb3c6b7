import { SPOTS_TITLE } from "@/lib/1-domain/site/messages";
import type { Metadata } from "next";
import { viewOf } from "@/lib/1-domain/map/view";
import { currentUser } from "@/lib/4-edge/auth/session";
import { getSessionUser } from "@/lib/4-edge/auth/users";
import { offerRiderView } from "@/lib/4-edge/http/markup-handoff";
import { liveSummariesPageData, mapTilesPageData, riderFavoriteIds, spotsPageData } from "@/lib/4-edge/pages";
import { SpotStarSymbol, spotListIcons } from "./_components/spot-icons";
import { SpotList } from "./_components/spot-list";
import { handSpotsRiderParts, spotsRiderView, type SpotsIslands } from "./_components/rider-parts";

export const metadata: Metadata = { title: SPOTS_TITLE };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SpotsPage({ searchParams }: Props) {
  const user = await currentUser();
  // Rendered with the list already in: no loading flash on arrival; the client takes over from there.
  const [spots, live] = user ? await Promise.all([spotsPageData(user.id), liveSummariesPageData()]) : [undefined, undefined];
  const icons = spotListIcons();
  let islands: SpotsIslands | null = null;
  if (user && spots) {
    const params = await searchParams;
    // The first value of a repeated parameter, as the list's useSearchParams().get reads it.
    const view = viewOf({ get: (name) => [params[name]].flat()[0] ?? null });
    // The riders of /spots may share this document for a few seconds (lib/4-edge/http/page-templates.ts): the
    // catalogue and the live wind are everyone's; the rider's favourites travel as one prop, and in the list's view
    // the filter, the count and the first cards are drawn for each rider (./_components/rider-parts.tsx).
    const catalog = spots.catalog.items;
    if (view === "liste") islands = handSpotsRiderParts(spotsRiderView(catalog, spots.favoriteIds), live, icons);
    if (view === "carte" || islands) {
      offerRiderView({
        user,
        props: { riderFavoriteIds: spots.favoriteIds },
        view: async (headers: Headers) => {
          const rider = await getSessionUser(headers);
          if (!rider) return null;
          const favoriteIds = await riderFavoriteIds(rider.id);
          // The map's document has no rider part: their favourites in the payload are all it needs.
          return { user: rider, view: islands ? spotsRiderView(catalog, favoriteIds) : null, props: { riderFavoriteIds: favoriteIds } };
        },
      });
    }
  }
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
      <SpotList
        initialSpotsJson={spots?.catalog.json}
        riderFavoriteIds={spots?.favoriteIds}
        islands={islands ?? undefined}
        initialLive={live}
        tiles={mapTilesPageData()}
        icons={icons}
      />
    </div>
  );
}
