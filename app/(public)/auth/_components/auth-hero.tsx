import { CloudSun, MessagesSquare, Waves, Wind } from "lucide-react";

const POINTS = [
  { icon: Waves, text: "Explorez les meilleurs spots de kitesurf de France, de Wissant à la Corse." },
  { icon: Wind, text: "Consultez le vent heure par heure, les rafales, la météo et les marées." },
  { icon: MessagesSquare, text: "Échangez en direct avec les riders présents sur chaque spot." },
] as const;

/** Right-hand hero, large screens only (spec §2). */
export function AuthHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative hidden overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-[#0b7a99] to-[#0a3f5c] p-10 pb-24 text-primary-foreground shadow-lg lg:flex lg:flex-col lg:justify-center"
    >
      <CloudSun aria-hidden className="absolute -right-6 -top-6 size-40 opacity-15" />
      <h2 id="hero-title" className="text-3xl font-bold leading-tight">
        Rejoignez la communauté des riders
      </h2>
      <p className="mt-3 max-w-md text-primary-foreground/90">
        Alizé réunit les kitesurfeurs de toutes les côtes françaises autour des conditions du moment.
      </p>
      <ul className="mt-8 space-y-4">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="rounded-lg bg-white/15 p-2">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
      <svg aria-hidden viewBox="0 0 400 60" className="absolute inset-x-0 bottom-0 w-full opacity-20" preserveAspectRatio="none">
        <path d="M0 30 Q50 5 100 30 T200 30 T300 30 T400 30 V60 H0Z" fill="currentColor" />
      </svg>
    </section>
  );
}
