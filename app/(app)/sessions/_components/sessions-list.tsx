"use client";

import type { ReactNode } from "react";
import { useSessions } from "@/components/sessions/use-sessions";
import { Button } from "@/components/ui/button";
import { SESSIONS_PAGE } from "@/lib/1-domain/logbook/messages";
import { SessionItem } from "./session-item";

type Props = { loading: ReactNode; empty: ReactNode; removeIcon: ReactNode };

/** The rider's sessions, newest first (GET /api/sessions); the page draws what shows while loading and when empty. */
export function SessionsList({ loading, empty, removeIcon }: Props) {
  const query = useSessions();
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm font-medium text-destructive">
          {SESSIONS_PAGE.loadFailed}
        </p>
        <Button variant="outline" className="h-11" onClick={() => void query.refetch()}>
          {SESSIONS_PAGE.retry}
        </Button>
      </div>
    );
  }
  const sessions = query.data?.sessions ?? [];
  if (!sessions.length) return empty;
  return (
    <ul className="space-y-3" aria-label={SESSIONS_PAGE.title} data-testid="sessions">
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} removeIcon={removeIcon} />
      ))}
    </ul>
  );
}
