"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { USER_STALE_MS } from "@/lib/browser/api/query-client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { fetchUser, useAuth } from "./use-auth";

export const USER_QUERY_KEY = ["/api/user"] as const;

/**
 * Mounted with the signed-in pages: the current user is kept fresh for 5 minutes and fetched again on window focus,
 * a 401 meaning "no user" (spec §4). What it holds (a refetch, or a form's `setQueryData` after a change) becomes the
 * rider every component reads through useAuth, the navigation bar included. Nobody signed in (a session ended, a
 * forged cookie the proxy let through): back to /auth.
 * The query starts once the provider's own GET /api/user has answered, from that answer: one request per load.
 */
export function UserQuery() {
  const { user, known } = useAuth();
  // Nobody (a 401, or no answer and no kept profile offline) goes to the sign-in page at once: offline, the worker
  // answers it with the offline page, which says nothing of this rider is kept.
  return known ? <FreshUser answered={user} /> : null;
}

function FreshUser({ answered }: { answered: PublicUser | null }) {
  const { setUser } = useAuth();
  const router = useRouter();
  const { data } = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    staleTime: USER_STALE_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    initialData: answered,
  });
  useEffect(() => {
    if (data === undefined) return;
    setUser(data);
    if (data === null) router.replace("/auth");
  }, [data, setUser, router]);
  return null;
}
