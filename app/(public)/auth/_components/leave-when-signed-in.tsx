"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useAuth } from "@/components/auth/use-auth";

/** A signed-in rider on /auth goes home (spec §2), once the browser knows who is signed in. */
export function LeaveWhenSignedIn() {
  const { user } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (user) router.replace("/");
  }, [user, router]);
  return null;
}
