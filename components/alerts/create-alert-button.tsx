"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CREATE_ALERT } from "@/lib/1-domain/alerts/messages-create";

// The form (its form hook, the dialog, the alert's rules) is fetched at the first press, or as the finger or
// pointer comes near: the forecast page does not carry it, nor the alerts' texts (only the button's).
const loadAlertForm = () => import("./alert-form-dialog");
const AlertFormDialog = lazy(() => loadAlertForm().then((m) => ({ default: m.AlertFormDialog })));

/**
 * « Créer une alerte » on a spot's forecast page. Its bell, and the spinner shown while the form
 * loads, are drawn by the server and passed in.
 */
export function CreateAlertButton({ spotId, spotName, icon, spinner }: { spotId: number; spotName: string; icon: ReactNode; spinner: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = (loading: boolean) => (
    <Button
      type="button"
      variant="outline"
      className="h-11 border-primary/40 px-4 font-semibold text-primary hover:bg-primary/10 hover:text-primary"
      onPointerEnter={() => void loadAlertForm()}
      onFocus={() => void loadAlertForm()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
      aria-busy={loading || undefined}
    >
      {loading ? spinner : icon}
      {CREATE_ALERT}
    </Button>
  );
  if (!requested) return button(false);
  return (
    <Suspense fallback={button(true)}>
      {button(false)}
      <AlertFormDialog spotId={spotId} spotName={spotName} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
