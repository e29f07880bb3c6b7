"use client";

import * as React from "react";

import { cn } from "@/lib/0-base/utils";

type Props = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn like the design's (Radix's weighed several kB on the form pages). The input
 * keeps the role, the label, the keyboard and the form semantics; the tick is drawn over it. The box stays small
 * (`className` sizes it) but the input is a finger's square around it: a transparent 44 px hit area, centred on
 * the box, that overflows it without moving the layout.
 */
function Checkbox({ className, checked, onCheckedChange, ...props }: Props) {
  return (
    <span data-slot="checkbox" className={cn("relative inline-flex size-4 shrink-0", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className="peer absolute top-1/2 left-1/2 size-11 -translate-1/2 cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none size-full rounded-[4px] border border-input bg-card shadow-xs transition-shadow",
          "peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
          "peer-disabled:opacity-50",
          "peer-aria-invalid:border-destructive peer-aria-invalid:ring-destructive/20",
          "peer-checked:border-primary peer-checked:bg-primary",
        )}
      />
      {/* lucide's « check », drawn here: the only icon of the sign-in page's scripts. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="pointer-events-none absolute inset-0 m-auto hidden size-[85%] text-primary-foreground peer-checked:block"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}

export { Checkbox };
