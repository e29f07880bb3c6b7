"use client";

import * as React from "react";

import { cn } from "@/lib/0-base/utils";

type Props = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn like the design's (issue 10: Radix's weighed several kB on the form pages). The input
 * keeps the role, the label, the keyboard and the form semantics; the tick is drawn over it.
 */
function Checkbox({ className, checked, onCheckedChange, ...props }: Props) {
  return (
    <span data-slot="checkbox" className={cn("relative inline-flex size-4 shrink-0", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className={cn(
          "peer size-full cursor-pointer appearance-none rounded-[4px] border border-input bg-card shadow-xs transition-shadow outline-none",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          "checked:border-primary checked:bg-primary",
        )}
        {...props}
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
