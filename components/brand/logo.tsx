import { cn } from "@/lib/0-base/utils";

/* The mark keeps its brand colours in both themes (same drawing as public/favicon.svg). */
const OCEAN = "#0a6482";
const FOAM = "#ffffff";
const SUN = "#f5b930";

type LogoProps = {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** Show the « Alizé » wordmark beside the mark. */
  showWordmark?: boolean;
  /** Classes of the wordmark alone (e.g. to hide it on phones). */
  wordmarkClassName?: string;
  className?: string;
};

/** A kite riding the wind above a sunny wave, on an ocean tile. */
function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", className)}
    >
      <rect width="40" height="40" rx="10" fill={OCEAN} />
      <path
        d="M12.58 19.61C10.35 7.05 29.47 2.98 32.54 15.37C27.29 9.1 14.82 11.75 12.58 19.61Z"
        fill={FOAM}
      />
      <path
        d="M12.58 19.61L13 29L32.54 15.37"
        fill="none"
        stroke={FOAM}
        strokeOpacity={0.75}
        strokeWidth={1}
        strokeLinejoin="round"
      />
      <path
        d="M5 31.5C9.5 28.5 13 34.5 20 30.5S30.5 28.5 35 31.5"
        fill="none"
        stroke={SUN}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <path
        d="M4.5 11.5h5M3 16h4"
        stroke={FOAM}
        strokeOpacity={0.45}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
    </svg>
  );
}

function Logo({ size = 32, showWordmark = true, wordmarkClassName, className }: LogoProps) {
  return (
    <span
      role="img"
      aria-label="Alizé"
      title="Alizé"
      className={cn("inline-flex items-center gap-2", className)}
    >
      <LogoMark size={size} />
      {showWordmark && (
        <span
          aria-hidden="true"
          className={cn("font-bold tracking-tight text-foreground", wordmarkClassName)}
          style={{ fontSize: Math.round(size * 0.62), lineHeight: 1 }}
        >
          Alizé
        </span>
      )}
    </span>
  );
}

export { Logo, LogoMark, type LogoProps };
