import { cx } from "class-variance-authority";
import { twMerge } from "tailwind-merge";

/** Joins class names (strings, arrays, { name: condition }), letting later Tailwind classes override earlier ones. */
export function cn(...inputs: Parameters<typeof cx>): string {
  return twMerge(cx(inputs));
}
