import Link from "next/link";
import { MapPinOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";

/** An unknown spot id: HTTP 404, and the way back to the list. */
export default function SpotNotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-3">
            <MapPinOff aria-hidden className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">{SPOT_NOT_FOUND}</h1>
          </div>
          <p className="text-muted-foreground">Ce spot n&apos;existe pas ou n&apos;existe plus.</p>
          <Button asChild className="min-h-11">
            <Link href="/spots">Voir la liste des spots</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
