"use client";

import { NotebookPen } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/0-base/utils";
import { LOG_FORM } from "@/lib/1-domain/logbook/messages";
import type { SessionPrefill } from "./log-session-dialog";

// The form (its hook, the dialog, the session's rules) is fetched at the first press, or as the finger or pointer
// comes near: a page carrying the button carries none of it.
const loadLogSessionForm = () => import("./log-session-dialog");
const LogSessionDialog = lazy(() => loadLogSessionForm().then((m) => ({ default: m.LogSessionDialog })));

/**
 * « Noter une session » (docs/decisions/0030-rider-logbook.md). On a forecast page, give the spot and what the page
 * or the window seen knows (day, hours, kite): the rider then taps a kite, a feeling and « Enregistrer ». Without a
 * spot (« Mes sessions »), the form asks for one.
 */
export function LogSessionButton({ className, ...prefill }: SessionPrefill & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = (loading: boolean) => (
    <Button
      type="button"
      className={cn("h-11 px-4 font-semibold", className)}
      onPointerEnter={() => void loadLogSessionForm()}
      onFocus={() => void loadLogSessionForm()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : <NotebookPen aria-hidden />}
      {LOG_FORM.open}
    </Button>
  );
  if (!requested) return button(false);
  return (
    <Suspense fallback={button(true)}>
      {button(false)}
      {/* A new prefill (another window chosen) starts a new form. */}
      <LogSessionDialog key={JSON.stringify(prefill)} {...prefill} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
