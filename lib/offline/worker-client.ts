/*
 * The pages' side of the service worker (issue 14): registering the app's one worker and clearing the rider's
 * caches. Browser-only, loaded when needed (after the page's load, at login and logout); every function is a
 * no-op where service workers or the Cache API are missing.
 */
import { RIDER_CACHE_PREFIX, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, WORKER_MESSAGES } from "./protocol";

/** How long clearing waits for the worker's answer before deleting the caches itself. */
const CLEAR_TIMEOUT_MS = 1000;

/**
 * The one worker, for offline use and for alert notifications alike: same script, same scope, whoever asks
 * first (registering it again is then a no-op).
 */
export function registerAppWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

function ask(worker: ServiceWorker, message: { type: string }): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, CLEAR_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Forgets everything kept of the rider in this browser (logout, or another rider signing in): the worker first,
 * so that it drops the answers still on their way, then the caches themselves, even with no worker running.
 */
export async function clearRiderData(): Promise<void> {
  const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE) : undefined;
  if (registration?.active) await ask(registration.active, { type: WORKER_MESSAGES.clear });
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith(RIDER_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}
