import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FavoriteSpots } from "@/components/home/favorite-spots";
import { FavoritesWeek } from "@/components/home/favorites-week";
import { FeatureCards } from "@/components/home/feature-cards";
import { HomeHero } from "@/components/home/home-hero";
import { NearestSpots } from "@/components/home/nearest-spots";
import { currentUser } from "@/lib/4-edge/auth/session";
import { ConditionsInvite } from "@/components/rider/conditions-invite";
import { WhereToRide } from "@/components/where/where-to-ride";
import { favoritesWeekData, riderSpotsData } from "@/lib/4-edge/pages";

/** The moment of this request's render: the rider's part is read per request. */
const renderedAt = () => Date.now();

/**
 * Home (spec §1, §2). On a phone at the beach, what a rider came for comes first: the intro in one short block, then
 * their favourites, where it rides around them and the nearest spots; the three promises and « Explorer les spots »
 * follow. The rider's part is read on the server for this request (the session checked here). The whole page waits
 * for it inside one boundary: the blocks below it, the same for everyone, painted first, were pushed down under the
 * reader's thumb when the rider's part arrived (a layout shift of 0.14 on a throttled phone); the spinner alone
 * moves nothing.
 */
export default function HomePage() {
  return (
    <Suspense fallback={<RiderHomeLoading />}>
      <Home />
    </Suspense>
  );
}

/** The rider's own first (the invitation to fill « Mes conditions », the greeting, their favourites and their week), then the rest. */
async function Home() {
  const user = await currentUser();
  if (!user) redirect("/auth");
  const [spots, weeks] = await Promise.all([riderSpotsData(user.id), favoritesWeekData(user.id)]);
  const favorites = spots.filter((s) => s.isFavorite);
  return (
    <div className="space-y-6 sm:space-y-8">
      <ConditionsInvite user={user} />
      <HomeHero firstName={user.firstName || null} />
      <FavoriteSpots spots={favorites} />
      <FavoritesWeek weeks={weeks} names={new Map(favorites.map((s) => [s.id, s.name]))} now={renderedAt()} />
      {/* « Où naviguer »: after the favourites' « Aujourd'hui », the spots around the rider that ride, drawn in the browser. */}
      <WhereToRide />
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

function RiderHomeLoading() {
  return (
    <div className="flex min-h-[30vh] items-center justify-center" role="status">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
