"use client";

import type { ReactNode } from "react";
import { useAuth } from "@/components/auth/use-auth";

/*
 * The few parts of /profile that follow the current user in the browser; the page around them (titles, icons,
 * cards) is drawn on the server and ships no code.
 */

/** Its children while a user is signed in; `fallback` otherwise (a spinner, or nothing). */
export function SignedIn({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { user } = useAuth();
  return user ? children : fallback;
}

/** The avatar's letter: the username's first, or `fallback` (an icon) if it has none. */
export function UserInitial({ fallback }: { fallback: ReactNode }) {
  const { user } = useAuth();
  return user?.username.charAt(0).toUpperCase() || fallback;
}

export function Username() {
  return useAuth().user?.username;
}
