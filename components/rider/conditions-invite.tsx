import { SlidersHorizontal } from "lucide-react";
import Link from "next/link";
import { CONDITIONS, CONDITIONS_ANCHOR } from "@/lib/1-domain/forecast/messages-conditions";
import type { PublicUser } from "@/lib/1-domain/users/public-user";

/**
 * One line, until the rider has saved « Mes conditions »: the verdicts use the defaults meanwhile, and one tap
 * leads to the form. Rendered on the server at the top of home and of every forecast page.
 */
export function ConditionsInvite({ user, plainLink = false }: { user: PublicUser | null; plainLink?: boolean }) {
  if (!user || user.preferences.saved) return null;
  // As static markup (a forecast page's rider part: components/forecast/rider-view.tsx), a plain link.
  const To = plainLink ? "a" : Link;
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="conditions-invite"
    >
      <SlidersHorizontal aria-hidden className="size-4 shrink-0" />
      <span>{CONDITIONS.invite}</span>
      <To
        href={`/profile#${CONDITIONS_ANCHOR}`}
        className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:text-amber-800 dark:hover:text-amber-200"
      >
        {CONDITIONS.inviteLink}
      </To>
    </p>
  );
}
