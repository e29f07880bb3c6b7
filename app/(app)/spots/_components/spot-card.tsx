import { memo, type ReactNode } from "react";
import type { LiveSummary } from "@/lib/3-features/live-wind/summary";
import { FavoriteButton } from "@/components/spots/favorite-button";
import { IntentLink } from "@/components/ui/intent-link";
import type { SpotListItem } from "@/lib/1-domain/spots/types";
import { CARD_STAR_CLASS, SpotCardMarkup, type CardRider } from "./spot-list-markup";

/*
 * A card as React runs it in the browser: its star clickable, its forecast link a client navigation, prefetched once
 * the rider reaches for it (components/ui/intent-link.tsx). Drawn by the list (./spot-list.tsx) from the list's data,
 * which the search needs in the browser anyway: drawn on the server as elements, each card travelled a second time in
 * React's payload (~1.1 kB a card, two thirds of the page's payload, and most of its server time). Memoised: a
 * keystroke in the search renders the list, not every card again; and the rider's list replacing the page's catalogue
 * (new objects, the same spots but for the stars) renders only the starred cards, not all 180 in one task on a phone
 * still starting the page.
 */
type Props = { spot: SpotListItem; live?: LiveSummary; star: ReactNode } & CardRider;

/** Field by field (all of them plain values), so a field added to the type is compared too. */
function sameSpot(a: SpotListItem, b: SpotListItem): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof SpotListItem)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

const sameCard = (a: Props, b: Props) =>
  sameSpot(a.spot, b.spot) && a.live === b.live && a.star === b.star && a.today === b.today && a.distanceKm === b.distanceKm;

export const SpotCard = memo(function SpotCard({ spot, live, star, today, distanceKm }: Props) {
  return (
    <SpotCardMarkup
      spot={spot}
      live={live}
      rider={today || typeof distanceKm === "number" ? { today, distanceKm } : undefined}
      Cta={IntentLink}
      favorite={<FavoriteButton spotId={spot.id} spotName={spot.name} isFavorite={spot.isFavorite} star={star} className={CARD_STAR_CLASS} />}
    />
  );
}, sameCard);
