"use client";

/*
 * At logout, this browser stops receiving the rider's alerts: the server forgets its subscription.
 * The browser keeps it, so whoever signs in next and turns notifications on re-posts the same endpoint. Nothing
 * happens on a browser where notifications were never turned on (no service worker), and it never delays the
 * logout by more than a moment.
 */
const FORGET_TIMEOUT_MS = 2000;

async function forget(): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await fetch("/api/push/subscriptions", {
    method: "DELETE",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
}

export function forgetPushSubscription(): Promise<void> {
  return Promise.race([forget().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS))]);
}
