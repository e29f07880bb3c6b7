import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FavoriteSpots } from "@/components/home/favorite-spots";
import { FavoritesWeek } from "@/components/home/favorites-week";
import { FeatureCards } from "@/components/home/feature-cards";
import { HomeHero } from "@/components/home/home-hero";
import { NearestSpots } from "@/components/home/nearest-spots";
import { getDb } from "@/db/client";
import { currentUser } from "@/lib/4-edge/auth/session";
import { ConditionsInvite } from "@/components/rider/conditions-invite";
import { favoritesWeekData } from "@/lib/4-edge/pages";
import { listSpots } from "@/lib/2-stores/spots/list";

const renderedAt = () => Date.now();

/**
 * Home (spec §1, §2). On a phone at the beach, what a rider came for comes first: the intro in one short
 * block, then their favourites and the spots around them; the three promises and « Explorer les spots » follow.
 */
export default async function HomePage() {
  const user = await currentUser();
  const [spots, weeks] = user ? await Promise.all([listSpots(getDb(), user.id), favoritesWeekData(user.id)]) : [[], []];
  const favorites = spots.filter((s) => s.isFavorite);
  return (
    <div className="space-y-6 sm:space-y-8">
      <ConditionsInvite user={user} />
      <HomeHero firstName={user?.firstName || null} />
      <FavoriteSpots spots={favorites} />
      <FavoritesWeek weeks={weeks} names={new Map(favorites.map((s) => [s.id, s.name]))} now={renderedAt()} />
      <NearestSpots />
      <FeatureCards />
      <div className="flex justify-center">
        <Button asChild size="lg" className="h-12 rounded-full px-8 text-base">
          <Link href="/spots">
            Explorer les spots
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}
