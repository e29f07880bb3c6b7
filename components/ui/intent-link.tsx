"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";

/**
 * A link whose page the router prefetches once the rider shows intent (a finger on it, the pointer over it, the
 * keyboard's focus), not as soon as it scrolls into view: Next.js's « Hover-triggered prefetch » pattern
 * (node_modules/next/dist/docs/01-app/02-guides/prefetching.md), with touch and focus added for phones and keyboards.
 * For long lists of pages a rider opens one of: scrolling the 180 cards of /spots prefetched every forecast passed
 * (~29 kB each over the network, about 1 MB for a third of the list), and had the server render pages nobody opened.
 * The pointer and the keyboard give the page a head start; on a phone the tap's own navigation goes first (the
 * prefetch waits for the next render), so a tapped forecast is fetched when tapped, as any page not prefetched.
 */
export function IntentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link href={href} className={className} prefetch={intent ? null : false} onMouseEnter={show} onTouchStart={show} onFocus={show}>
      {children}
    </Link>
  );
}
