"use client";

import type { ReactNode } from "react";
import { useSessions } from "@/components/sessions/use-sessions";
import { LoadFailed } from "@/components/ui/load-failed";
import { SESSIONS_PAGE } from "@/lib/1-domain/logbook/messages";
import { SessionItem } from "./session-item";

type Props = { loading: ReactNode; empty: ReactNode; removeIcon: ReactNode };

/** The rider's sessions, newest first (GET /api/sessions); the page draws what shows while loading and when empty. */
export function SessionsList({ loading, empty, removeIcon }: Props) {
  const query = useSessions();
  if (query.isPending) return loading;
  if (query.isError) return <LoadFailed message={SESSIONS_PAGE.loadFailed} retry={SESSIONS_PAGE.retry} onRetry={() => void query.refetch()} />;
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
