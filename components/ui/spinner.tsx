import * as React from "react";

import { cn } from "@/lib/0-base/utils";

type SpinnerProps = React.ComponentProps<"span"> & {
  /** Accessible name announced by screen readers. */
  label?: string;
};

/**
 * A turning three-quarter ring (lucide's loader drawn in CSS): no icon code in the pages that wait for
 * something, which is most of them.
 */
function Spinner({ className, label = "Chargement", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      // .spinner (app/globals.css): in the components layer, so the caller's utilities (a size, a colour) win.
      className={cn("spinner", className)}
      {...props}
    />
  );
}

export { Spinner, type SpinnerProps };
