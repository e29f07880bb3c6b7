import Link from "next/link";
import { ChevronRight, Star } from "lucide-react";
import type { SpotListItem } from "@/lib/1-domain/spots/types";

const FAVORITES_TITLE = "Vos spots favoris";
const FAVORITES_NONE = "Touchez l'étoile d'un spot pour le retrouver ici, à un geste de ses prévisions.";

/** The rider's favourites, first thing on the home page: one tap to a forecast. Rendered on the server. */
export function FavoriteSpots({ spots }: { spots: Pick<SpotListItem, "id" | "name">[] }) {
  return (
    <section aria-labelledby="favorites-title" className="rounded-2xl border bg-card px-4 py-4 shadow-sm sm:px-6">
      <h2 id="favorites-title" className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
        <Star aria-hidden className="size-5 fill-sun text-sun-foreground dark:text-sun" />
        {FAVORITES_TITLE}
      </h2>
      {spots.length === 0 ? (
        <p className="mt-2 text-muted-foreground">
          {FAVORITES_NONE}{" "}
          <Link href="/spots" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            Voir tous les spots
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={FAVORITES_TITLE}>
          {spots.map((spot) => (
            <li key={spot.id}>
              <Link
                href={`/spots/${spot.id}/weather`}
                className="flex min-h-12 items-center gap-2 rounded-xl border bg-background/60 px-4 py-2 font-medium outline-none hover:border-primary/50 hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="min-w-0 flex-1 break-words">{spot.name}</span>
                <span className="sr-only">: voir les prévisions</span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
