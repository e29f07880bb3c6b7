import * as React from "react";

import { cn } from "@/lib/0-base/utils";
import { Slot } from "@/components/ui/slot";

const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:border-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const VARIANTS = {
  variant: {
    default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
    destructive:
      "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
    outline:
      "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
    secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
    ghost: "hover:bg-accent hover:text-accent-foreground",
    link: "text-primary underline-offset-4 hover:underline",
  },
  // Every size is a finger's target (44 px, lib/1-domain/site/touch.ts): « sm » is narrower, never shorter.
  size: {
    default: "h-11 min-w-11 px-4 py-2 has-[>svg]:px-3",
    sm: "h-11 min-w-11 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
    lg: "h-12 rounded-md px-6 has-[>svg]:px-4",
    icon: "size-11",
  },
};

type ButtonVariantProps = {
  variant?: keyof typeof VARIANTS.variant | null;
  size?: keyof typeof VARIANTS.size | null;
  className?: string;
};

/** The button's classes (what class-variance-authority did, without its weight on every page). */
function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  return [BASE, VARIANTS.variant[variant ?? "default"], VARIANTS.size[size ?? "default"], className].filter(Boolean).join(" ");
}

type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonVariantProps, "className"> & {
    /** Render the single child (e.g. a Next.js <Link>) with the button's styles. */
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
