import { SPOTS_TITLE } from "@/lib/1-domain/site/messages";
import type { Metadata } from "next";
import { currentUser } from "@/lib/4-edge/auth/session";
import { liveSummariesPageData, mapTilesPageData, spotsPageData } from "@/lib/4-edge/pages";
import { SpotStarSymbol, spotListIcons } from "./_components/spot-icons";
import { SpotList } from "./_components/spot-list";

export const metadata: Metadata = { title: SPOTS_TITLE };

export default async function SpotsPage() {
  const user = await currentUser();
  // Rendered with the list already in: no loading flash on arrival; the client takes over from there.
  const [spots, live] = user ? await Promise.all([spotsPageData(user.id), liveSummariesPageData()]) : [undefined, undefined];
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
      <SpotList initialSpotsJson={spots} initialLive={live} tiles={mapTilesPageData()} icons={icons} />
    </div>
  );
}
