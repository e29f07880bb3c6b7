"use client";

import { useState, type ReactNode } from "react";

/**
 * The description's « Lire la suite » button: it only says whether the text is unfolded (aria-expanded); the text's
 * height and the button's words follow that attribute in CSS (./spot-description.tsx).
 */
export function FoldButton({ controls, className, children }: { controls: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen(!open)} className={className}>
      {children}
    </button>
  );
}
