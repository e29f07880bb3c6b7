import { Compass, Waves, Wind, type LucideIcon } from "lucide-react";

/* Spec §1: the three promises of the home page. */
const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Wind, title: "Conditions en temps réel", text: "Météo et vent en direct pour chaque spot, heure par heure, avec les marées." },
  { icon: Waves, title: "Les meilleurs spots", text: "Trouvez les spots adaptés à votre niveau, du plan d'eau calme aux vagues." },
  { icon: Compass, title: "Navigation précise", text: "Accédez facilement aux spots autour de vous, à un geste de l'itinéraire." },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:block sm:p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <div>
            <h2 className="font-semibold sm:mt-3">{title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
