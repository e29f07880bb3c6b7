"use client";

import { useRouter } from "next/navigation";
import { useEffect, useOptimistic, useRef, useTransition, type ReactNode } from "react";

type Props = {
  /** The pick the server rendered (a radio's value): its radio is checked again when the page changes it. */
  pick: string;
  /** The rendered pick's name, shown in the summary. */
  current: string;
  heading: ReactNode;
  chevron: ReactNode;
  /** The options: server-rendered radios, each with its page's address (`data-href`) and name (`data-label`). */
  children: ReactNode;
};

/**
 * A choice moved by the arrow keys loads another page, whose picker is a new one: it opens again on the radio chosen,
 * so that a keyboard goes on through the models (a tap folds the list, as before).
 */
let reopenOnNextPage = false;

/**
 * The behaviour of « Modèle » (./model-picker.tsx draws it): a radio chosen loads its page (`/spots/12/weather/icon_eu`), the
 * summary naming it at once and the picker busy until the server's table arrives; a tap on an option folds the
 * list, the arrow keys move the choice without folding it, Escape or a tap outside folds it.
 */
export function ModelDisclosure({ pick, current, heading, chevron, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const router = useRouter();
  const [loading, startLoading] = useTransition();
  const [shown, setShown] = useOptimistic(current);
  const pointerAt = useRef(0);

  useEffect(() => {
    const fold = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) {
        reopenOnNextPage = false;
        details.open = false;
      }
    };
    document.addEventListener("pointerdown", fold);
    return () => document.removeEventListener("pointerdown", fold);
  }, []);

  useEffect(() => {
    if (!reopenOnNextPage) return;
    reopenOnNextPage = false;
    const details = ref.current;
    if (!details) return;
    details.open = true;
    details.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, []);

  // A change of model that did not come from the radios (« Afficher la prévision standard »).
  useEffect(() => {
    const radio = ref.current?.querySelector<HTMLInputElement>(`input[value="${pick}"]`);
    if (radio) radio.checked = true;
  }, [pick]);

  const close = () => {
    // Folded before the next page came (Escape during the load): that page's picker stays folded too.
    reopenOnNextPage = false;
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };

  return (
    <details
      ref={ref}
      className="group rounded-xl border bg-card px-4 py-2 text-sm shadow-sm sm:px-6"
      data-testid="model-picker"
      aria-busy={loading || undefined}
      onKeyDown={(e) => {
        if (e.key === "Escape") close();
      }}
      onChange={(e) => {
        const radio = e.target;
        if (!(radio instanceof HTMLInputElement)) return;
        reopenOnNextPage = performance.now() - pointerAt.current > 1_000;
        startLoading(() => {
          setShown(radio.dataset.label!);
          router.replace(radio.dataset.href!, { scroll: false });
        });
      }}
      onPointerDown={() => {
        pointerAt.current = performance.now();
      }}
      onPointerUp={(e) => {
        if ((e.target as Element).closest("label")) window.setTimeout(close, 0);
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          {heading}
          <span className="block font-semibold" data-testid="model-current">
            {shown}
          </span>
        </span>
        {chevron}
      </summary>
      {children}
    </details>
  );
}
