"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { USER_STALE_MS } from "@/lib/browser/api/query-client";
import { fetchUser, useAuth } from "./use-auth";

export const USER_QUERY_KEY = ["/api/user"] as const;

/**
 * Mounted with the signed-in pages: the current user is fetched on mount and on window focus, fresh for 5
 * minutes, a 401 meaning "no user" (spec §4). What it holds (a refetch, or a form's `setQueryData` after a
 * change) becomes the rider every component reads through useAuth, the navigation bar included. Nobody signed in
 * (a session ended, a forged cookie the proxy let through): back to /auth.
 */
export function UserQuery() {
  const { user, known, setUser } = useAuth();
  const router = useRouter();
  const { data } = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    staleTime: USER_STALE_MS,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    initialData: known ? user : undefined,
  });
  useEffect(() => {
    if (data === undefined) return;
    setUser(data);
    if (data === null) router.replace("/auth");
  }, [data, setUser, router]);
  return null;
}
