/*
 * The pages' side of the service worker: registering the app's one worker and clearing the rider's
 * caches. Browser-only, loaded when needed (after the page's load, at login and logout); every function is a
 * no-op where service workers or the Cache API are missing.
 */
import {
  LOGOUT_QUEUE_STORAGE_KEY,
  LOGOUT_URL,
  RIDER_CACHE_PREFIX,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  WORKER_MESSAGES,
} from "../../1-domain/offline/protocol";

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

/**
 * A logout that found no network: the worker controlling the page queues it and sends it before the
 * next request that goes out; without one, the page notes it and sends it at its next load or when the network
 * comes back (sendQueuedLogout). Either way the caller forgets the rider at once.
 */
export async function queueLogout(): Promise<void> {
  const worker = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
  if (worker) return ask(worker, { type: WORKER_MESSAGES.queueLogout });
  try {
    localStorage.setItem(LOGOUT_QUEUE_STORAGE_KEY, "1");
  } catch {
    // Storage refused (private mode): nothing more this page can do.
  }
  window.addEventListener("online", () => void sendQueuedLogout(), { once: true });
}

/** Sends the logout the page queued without a worker; true once the server has ended the session. */
export async function sendQueuedLogout(): Promise<boolean> {
  if (localStorage.getItem(LOGOUT_QUEUE_STORAGE_KEY) === null) return false;
  try {
    const res = await fetch(LOGOUT_URL, { method: "POST", credentials: "include", headers: { Accept: "application/json" } });
    if (!res.ok) return false;
    localStorage.removeItem(LOGOUT_QUEUE_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Once the worker is active (registered after the page's load), hand it a message. */
function tellWorker(message: { type: string; url?: string }) {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Tells the worker which page the rider is on (client-side navigations included, which it cannot see whole). */
export function pageSeen(url: string) {
  tellWorker({ type: WORKER_MESSAGES.pageSeen, url });
}

/**
 * Started by components/offline/offline-support.tsx once the page is idle: registers the worker, tells it the
 * current page, and asks it to refresh what it keeps now and whenever the network comes back. Returns its stop.
 */
export function startOfflineSupport(currentPath: string): () => void {
  const warm = () => tellWorker({ type: WORKER_MESSAGES.warm });
  registerAppWorker().then(
    () => navigator.onLine && warm(),
    (error: unknown) => console.warn("[hors ligne]", error),
  );
  pageSeen(currentPath);
  window.addEventListener("online", warm);
  return () => window.removeEventListener("online", warm);
}
