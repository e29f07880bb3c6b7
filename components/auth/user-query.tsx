"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getJson } from "@/lib/browser/api/client";
import { USER_STALE_MS } from "@/lib/browser/api/query-client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { useAuth } from "./use-auth";

export const USER_QUERY_KEY = ["/api/user"] as const;

/**
 * Mounted with the signed-in pages: the current user is fetched on mount and on window focus, fresh for 5
 * minutes, a 401 meaning "no user" (spec §4). What it holds (a refetch, or a form's `setQueryData` after a
 * change) becomes the rider every component reads through useAuth, the navigation bar included.
 */
export function UserQuery() {
  const { user, setUser } = useAuth();
  const { data } = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: getJson<PublicUser>("/api/user", "returnNull"),
    staleTime: USER_STALE_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    initialData: user,
  });
  useEffect(() => {
    if (data !== undefined) setUser(data);
  }, [data, setUser]);
  return null;
}
