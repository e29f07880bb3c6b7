"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "@/lib/0-base/utils";

type Props<T extends string | number> = {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
  className?: string;
} & ({ "aria-label": string } | { "aria-labelledby": string });

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
};

/**
 * A few choices side by side, one chosen (« Trier », « Où naviguer »'s distance): a WAI-ARIA radio group, one tab
 * stop on the chosen option, the arrow keys moving the choice; each option a finger's height.
 */
export function Segmented<T extends string | number>({ options, value, onChange, label, className, ...labelling }: Props<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = options[move(options.indexOf(value), options.length)]!;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };
  return (
    <div role="radiogroup" {...labelling} onKeyDown={onKeyDown} className={cn("inline-flex items-center rounded-lg bg-muted p-[3px]", className)}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          data-value={option}
          aria-checked={option === value}
          tabIndex={option === value ? 0 : -1}
          onClick={() => onChange(option)}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground tabular-nums outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-checked:bg-card aria-checked:text-foreground aria-checked:shadow-sm"
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}
