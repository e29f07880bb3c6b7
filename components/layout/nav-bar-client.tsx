"use client";

import { ALL_SPOTS, MY_PROFILE } from "@/lib/1-domain/site/messages";
import { MY_SESSIONS, SESSIONS_PATH } from "@/lib/1-domain/logbook/messages";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { logOut, useAuth } from "@/components/auth/use-auth";
import { clearToasts, toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/browser/api/client";
import { cn } from "@/lib/0-base/utils";

/** Each link's name, and the word a phone shows under its icon (part of the name, as it is read out). */
const NAV_LINKS = [
  { href: "/", label: "Accueil", short: "Accueil" },
  { href: "/spots", label: ALL_SPOTS, short: "Spots" },
  { href: SESSIONS_PATH, label: MY_SESSIONS, short: "Sessions" },
  { href: "/profile", label: MY_PROFILE, short: "Profil" },
] as const;

/** Drawn on the server (./nav-bar.tsx) and passed in, so their code is not part of every page's JavaScript. */
export type NavArt = {
  logo: ReactNode;
  linkIcons: Record<(typeof NAV_LINKS)[number]["href"], ReactNode>;
  logoutIcon: ReactNode;
  loginIcon: ReactNode;
};

/*
 * Pages fade and slide in between routes (0.3 s, spec §2), not on the first load: the page a phone opens shows
 * at once instead of starting transparent (that held its largest paint back). The bar lives in the root layout
 * and sees every new path, so it replays the animation on the page's wrapper (#page, app/layout.tsx) before
 * the new page is painted (a layout effect).
 *
 * A tapped link's page may take a moment on a weak signal (the forecast page is sent whole, without a loading
 * screen): from the tap to the new path, a bar shows along the top of the screen (.nav-progress, globals.css).
 */
const PAGE_ANIMATION = "animate-page-in";
function usePageChange(pathname: string): boolean {
  const firstPage = useRef(true);
  const [navigating, setNavigating] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setNavigating(false);
  }
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const page = document.getElementById("page");
    if (!page) return;
    page.classList.remove(PAGE_ANIMATION);
    void page.offsetWidth; // restart the animation
    page.classList.add(PAGE_ANIMATION);
  }, [pathname]);
  useEffect(() => {
    // Only the links the router took over: it prevents the browser's own navigation for a page of this site,
    // not for another site, a new tab or a download.
    const onClick = (event: MouseEvent) => {
      const link = event.defaultPrevented && (event.target as Element).closest?.("a");
      if (link && link.pathname !== location.pathname) setNavigating(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return navigating;
}

export function NavBarClient({ logo, linkIcons, logoutIcon, loginIcon }: NavArt) {
  const { user, known, setUser } = useAuth();
  const pathname = usePathname();
  const router = useRouter();
  const navigating = usePageChange(pathname);
  const [loggingOut, startLogout] = useTransition();

  // Spec §4, §8: pending « Déconnexion... », then no rider; a failure is a « Logout failed » toast.
  const logout = () =>
    startLogout(async () => {
      try {
        await logOut();
      } catch (error) {
        toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
        return;
      }
      clearToasts();
      setUser(null);
      router.replace("/auth");
      router.refresh();
    });

  return (
    <>
    <div aria-hidden className="nav-progress" data-active={navigating ? "" : undefined} data-testid="nav-progress" />
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Navigation principale" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        {/* Signed in, a phone has no room for the wordmark beside the four links and the logout button. */}
        <Link
          href="/"
          data-signed-in={user ? "" : undefined}
          className="group mr-auto inline-flex min-h-11 min-w-11 items-center rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          {logo}
        </Link>
        {!known ? (
          // Who is signed in is being asked (pages are shared documents): the bar keeps its height, says nothing yet.
          <span aria-hidden className="h-11" />
        ) : user ? (
          <>
            <ul className="flex items-center gap-0.5 md:gap-1">
              {NAV_LINKS.map((link) => {
                const active = link.href === "/" ? pathname === "/" : pathname.startsWith(link.href);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? "page" : undefined}
                      aria-label={link.label}
                      className={cn(
                        // Phones and tablets: icon above a short one-line word; larger screens: the label alone.
                        "flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-md px-1.5 py-1 text-xs font-medium leading-tight text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                        "md:px-3 md:py-2 md:text-sm",
                        active && "bg-secondary text-secondary-foreground",
                      )}
                    >
                      {linkIcons[link.href]}
                      <span className="md:hidden">{link.short}</span>
                      <span className="max-md:hidden">{link.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Button variant="outline" size="sm" onClick={logout} disabled={loggingOut} className="ml-1 min-h-11 min-w-11 shrink-0">
              {logoutIcon}
              <span className="max-lg:sr-only">{loggingOut ? "Déconnexion..." : "Se déconnecter"}</span>
            </Button>
          </>
        ) : (
          <Button asChild size="sm">
            <Link href="/auth">
              {loginIcon}
              Se connecter
            </Link>
          </Button>
        )}
      </nav>
    </header>
    </>
  );
}
