import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export const NO_FAVORITES = "Vous n'avez pas encore de spots favoris";
export const NO_MATCH = "Aucun spot ne correspond à votre recherche";

type Props = {
  favoritesOnly: boolean;
  hasFavorites: boolean;
  query: string;
  onReset: () => void;
  icons: { emptyFavorites: ReactNode; emptySearch: ReactNode };
};

/** Spec §2: the empty list, with a way back to every spot. */
export function SpotsEmpty({ favoritesOnly, hasFavorites, query, onReset, icons }: Props) {
  const q = query.trim();
  const hint =
    favoritesOnly && hasFavorites && q
      ? `Aucun de vos favoris ne correspond à « ${q} ».`
      : favoritesOnly
        ? "Touchez l'étoile d'un spot pour le retrouver ici d'un coup d'œil."
        : q
          ? `Rien pour « ${q} ». Essayez le nom d'un spot, d'une ville ou d'un vent (tramontane, mistral…).`
          : "Aucun spot n'est encore enregistré.";
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        {favoritesOnly ? icons.emptyFavorites : icons.emptySearch}
      </span>
      <p className="mt-4 text-lg font-semibold text-balance">{favoritesOnly ? NO_FAVORITES : NO_MATCH}</p>
      <p className="mt-1 max-w-sm text-sm text-balance text-muted-foreground">{hint}</p>
      <Button variant="link" onClick={onReset} className="mt-3">
        Réinitialiser les filtres
      </Button>
    </div>
  );
}
