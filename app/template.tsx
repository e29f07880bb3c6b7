"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef, type ReactNode } from "react";

/*
 * Pages fade and slide in between routes (0.3 s, spec §2). Not on the first load: the page a phone opens
 * shows at once, instead of starting transparent, which held its largest paint back by the animation's length
 * (Lighthouse's LCP then waited for every script). The animation is replayed on each new path, before the new
 * page is painted (a layout effect), whether or not Next re-mounts this template: it does only when the top
 * segment changes, so / → /spots (both in the (app) group) would otherwise never animate.
 */
const ANIMATION = "animate-page-in";
let firstPageShown = false;

export default function Template({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  useLayoutEffect(() => {
    const isFirstPage = !firstPageShown;
    firstPageShown = true;
    if (!mounted.current) {
      mounted.current = true;
      if (isFirstPage) return;
    }
    const el = ref.current;
    if (!el) return;
    el.classList.remove(ANIMATION);
    void el.offsetWidth; // restart the animation
    el.classList.add(ANIMATION);
  }, [pathname]);

  return <div ref={ref}>{children}</div>;
}
