"use client";

import { ChevronRight, RotateCw, Star } from "lucide-react";
import { useEffect, useState } from "react";
import { useAuth } from "@/components/auth/use-auth";
import { Button } from "@/components/ui/button";
import { keptForOffline, type KeptForOffline } from "@/lib/1-domain/offline/kept-spots";
import { OFFLINE_TEXT } from "@/lib/1-domain/offline/messages";

/*
 * Plain links, not next/link: without network the router's fetch fails anyway, and a page load lets the
 * service worker answer with the kept page.
 */
export function KeptSpots() {
  const [kept, setKept] = useState<KeptForOffline | null>(null);
  const { setUser } = useAuth();

  useEffect(() => {
    let cancelled = false;
    keptForOffline(OFFLINE_TEXT.spotFallbackName).then(
      (found) => {
        if (cancelled) return;
        setKept(found);
        // The page is the same for everyone: the navigation bar learns who is signed in from the kept profile.
        if (found.user) setUser(found.user);
      },
      () => !cancelled && setKept({ spots: [], spotList: false, user: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [setUser]);

  if (!kept) return null;
  return (
    <section aria-labelledby="kept-title" className="space-y-3">
      <h2 id="kept-title" className="text-lg font-semibold">
        {OFFLINE_TEXT.keptTitle}
      </h2>
      {kept.spots.length === 0 ? (
        <p className="rounded-xl border bg-card px-4 py-3 text-sm text-muted-foreground">{OFFLINE_TEXT.keptNone}</p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-xl border bg-card">
          {kept.spots.map((spot) => (
            <li key={spot.id}>
              <a
                href={`/spots/${spot.id}/weather`}
                className="flex items-center gap-3 px-4 py-3 font-medium transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                {spot.isFavorite ? <Star aria-hidden className="size-4 shrink-0 fill-sun text-sun-foreground" /> : <span aria-hidden className="size-4 shrink-0" />}
                <span className="mr-auto">
                  {spot.name}
                  {spot.isFavorite && <span className="sr-only"> ({OFFLINE_TEXT.favourite})</span>}
                </span>
                <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3 pt-1">
        <Button type="button" className="h-11" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          {OFFLINE_TEXT.retry}
        </Button>
        {kept.spotList && (
          <Button asChild variant="outline" className="h-11">
            {/* A full load, which the service worker answers from its copy: the router would ask the network. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/spots">{OFFLINE_TEXT.spotList}</a>
          </Button>
        )}
      </div>
    </section>
  );
}
