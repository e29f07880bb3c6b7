"use client";

import { Button } from "@/components/ui/button";

/** A list that could not be loaded (« Mes alertes », « Mes sessions »): why, and the button that asks again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div className="space-y-2">
      <p role="alert" className="text-sm font-medium text-destructive">
        {message}
      </p>
      <Button variant="outline" className="h-11" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
