import { SITE_TAGLINE } from "@/lib/1-domain/site/messages";
import { Wind } from "lucide-react";

/** The intro of the home page (spec §1), on a sea-coloured panel with a sunny wave; short on a phone. */
export function HomeHero({ firstName }: { firstName: string | null }) {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-primary px-5 pt-5 pb-9 text-primary-foreground shadow-sm dark:bg-secondary dark:text-secondary-foreground sm:px-10 sm:pt-12 sm:pb-20">
      <p className="text-sm font-medium tracking-wide uppercase opacity-85">{firstName ? `Bonjour ${firstName}` : "Bienvenue"}</p>
      <h1 className="mt-1 max-w-3xl text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {SITE_TAGLINE}
      </h1>
      <p className="mt-4 hidden max-w-2xl text-base text-pretty opacity-90 sm:block sm:text-lg">
        Le vent, la météo et les marées heure par heure sur toutes les côtes de France, vos spots favoris et ceux qui
        sont juste à côté de vous.
      </p>
      <Wind aria-hidden strokeWidth={1.25} className="pointer-events-none absolute top-8 right-10 hidden size-56 opacity-15 lg:block" />
      <svg
        aria-hidden
        viewBox="0 0 1200 80"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-7 w-full sm:h-14"
      >
        <path d="M0 50 C 150 20, 300 75, 450 48 S 750 18, 900 46 S 1100 70, 1200 40 V80 H0 Z" className="fill-current opacity-10" />
        <path d="M0 62 C 200 40, 350 82, 600 58 S 950 40, 1200 60" fill="none" strokeWidth="4" strokeLinecap="round" className="stroke-sun" />
      </svg>
    </section>
  );
}
