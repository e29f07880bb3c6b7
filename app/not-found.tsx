import { Compass } from "lucide-react";
import { NotFoundCard } from "@/components/layout/not-found-card";

export default function NotFound() {
  return (
    <NotFoundCard
      icon={<Compass aria-hidden className="size-8 text-destructive" />}
      title="404 Page Not Found"
      link={{ href: "/", label: "Retour à l'accueil" }}
    >
      <p className="text-sm text-muted-foreground">
        Cette page n&apos;existe pas. Développeur : avez-vous oublié d&apos;ajouter la page au routeur
        (dossier <code className="rounded bg-muted px-1">app/</code>) ?
      </p>
    </NotFoundCard>
  );
}
