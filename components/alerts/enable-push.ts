"use client";

import { apiRequest } from "@/lib/browser/api/client";
import { registerAppWorker } from "@/lib/browser/offline/worker-client";

/*
 * Turns Web Push on in this browser for the signed-in rider: permission, the app's service worker
 * (the same one that keeps pages for offline use; usually registered already), the subscription with
 * the app's VAPID key, then POST /api/push/subscriptions. Call it straight from the rider's click: browsers ask
 * for the permission only in answer to a gesture.
 */
export type EnablePushResult = "enabled" | "denied" | "unsupported" | "failed";

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export async function enablePush(): Promise<EnablePushResult> {
  if (!pushSupported()) return "unsupported";
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const [{ publicKey }] = await Promise.all([
      apiRequest<{ publicKey: string }>("GET", "/api/push/public-key"),
      registerAppWorker(),
    ]);
    const registration = await navigator.serviceWorker.ready;
    const key = bytesOf(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made with another key (the server's keys changed): the push services would refuse our signature.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await apiRequest("POST", "/api/push/subscriptions", subscription.toJSON());
    return "enabled";
  } catch (error) {
    console.warn("[notifications]", error);
    return "failed";
  }
}
