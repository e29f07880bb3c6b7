import { MapPinOff } from "lucide-react";
import { NotFoundCard } from "@/components/layout/not-found-card";
import { SPOT_LIST_LINK, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";

/** An unknown spot id: HTTP 404, and the way back to the list. */
export default function SpotNotFound() {
  return (
    <NotFoundCard
      icon={<MapPinOff aria-hidden className="size-8 text-destructive" />}
      title={SPOT_NOT_FOUND}
      link={{ href: "/spots", label: SPOT_LIST_LINK }}
    >
      <p className="text-muted-foreground">Ce spot n&apos;existe pas ou n&apos;existe plus.</p>
    </NotFoundCard>
  );
}
