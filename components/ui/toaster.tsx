"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix's toast code is fetched when the first toast is raised: most pages never show one.
const ToastList = lazy(() => import("@/components/ui/toast-list"));

/** Mount once, in the root layout: renders the toasts raised with `toast()`. */
export function Toaster() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
