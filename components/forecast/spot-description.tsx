import { READ_LESS, READ_MORE } from "@/lib/1-domain/forecast/messages";
import { cn } from "@/lib/0-base/utils";
import { FoldButton } from "./fold-button";

// Past these lengths the text takes more than two lines (a phone's width, then a laptop's): it folds. Decided
// from the length, not measured, so the server's first paint already has its final height.
const FOLD_PHONE_CHARS = 110;
const FOLD_WIDE_CHARS = 260;

/**
 * The spot's description, folded after two lines with « Lire la suite » when it is long (spec §2: shown). Drawn
 * on the server: the fold is CSS on the button's aria-expanded, the only thing its small island changes.
 */
export function SpotDescription({ text }: { text: string }) {
  const phone = text.length > FOLD_PHONE_CHARS;
  const wide = text.length > FOLD_WIDE_CHARS;
  if (!phone) return <p className="text-muted-foreground">{text}</p>;
  return (
    <div className="group/description">
      <p
        id="spot-description"
        className={cn(
          "text-muted-foreground line-clamp-2 group-has-[[aria-expanded=true]]/description:line-clamp-none",
          !wide && "sm:line-clamp-none",
        )}
      >
        {text}
      </p>
      <FoldButton
        controls="spot-description"
        className={cn(
          "group/fold -mx-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
          !wide && "sm:hidden",
        )}
      >
        <span className="group-aria-expanded/fold:hidden">{READ_MORE}</span>
        <span className="hidden group-aria-expanded/fold:inline">{READ_LESS}</span>
      </FoldButton>
    </div>
  );
}
