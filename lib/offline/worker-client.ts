/*
 * The pages' side of the service worker (issue 14): registering the app's one worker, telling it what the rider
 * does, and clearing the rider's caches. Browser-only; every function is a no-op where service workers or the
 * Cache API are missing.
 */
import { RIDER_CACHE_PREFIX, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, WORKER_MESSAGES } from "./rules";

/** How long the logout waits for the worker's answer before clearing the caches itself. */
const CLEAR_TIMEOUT_MS = 1000;
/** Registration waits for the browser's idle time, at most this long after the page's load. */
const IDLE_TIMEOUT_MS = 5000;

export function workerSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/**
 * The one worker, for offline use and for alert notifications alike: same script, same scope, whoever asks
 * first (registering it again is then a no-op).
 */
export function registerAppWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

/** Runs `task` once the page has loaded and the browser is idle, so it costs nothing to the first paint. */
export function whenIdle(task: () => void): () => void {
  let idleHandle: number | null = null;
  const schedule = () => {
    idleHandle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(task, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle === null) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

type WorkerMessage = { type: (typeof WORKER_MESSAGES)["pageSeen"]; url: string } | { type: (typeof WORKER_MESSAGES)["warm"] };

/** Sends a message once the worker is active (it is registered after the page's load). */
export async function tellWorker(message: WorkerMessage): Promise<void> {
  if (!workerSupported()) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
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
  const registration = workerSupported() ? await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE) : undefined;
  if (registration?.active) await ask(registration.active, { type: WORKER_MESSAGES.clear });
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith(RIDER_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}
