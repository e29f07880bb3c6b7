/*
 * The service worker's alert notifications: it shows a pushed alert and opens its forecast page on a
 * click. Part of the app's one worker (lib/browser/offline/sw.ts), kept apart so the tests can run it on a fake scope.
 *
 * The payload, sent by lib/2-stores/push/send.ts: { title, body, url, tag }.
 */
export const NOTIFICATION_ICON = "/icons/alert-192.png";

type Payload = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

type WindowTab = { url: string; focus(): Promise<unknown> };

/** The part of ServiceWorkerGlobalScope these handlers use. */
export type PushScope = {
  location: { origin: string };
  addEventListener(type: "push", listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: ClickLikeEvent) => void): void;
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowTab[]>;
    openWindow(url: string): Promise<unknown>;
  };
};

type PushLikeEvent = { data: { json(): unknown; text(): string } | null; waitUntil(promise: Promise<unknown>): void };
type ClickLikeEvent = { notification: { data?: { url?: unknown } | null; close(): void }; waitUntil(promise: Promise<unknown>): void };

function payloadOf(event: PushLikeEvent): Payload {
  try {
    const data = event.data ? event.data.json() : {};
    return typeof data === "object" && data !== null ? (data as Payload) : {};
  } catch {
    return { body: event.data ? event.data.text() : "" };
  }
}

/** The app's own page only: a payload cannot send the rider elsewhere. */
function targetOf(scope: PushScope, url: unknown): string {
  const target = new URL(typeof url === "string" && url ? url : "/", scope.location.origin);
  return target.origin === scope.location.origin ? target.href : `${scope.location.origin}/`;
}

export function listenForPushes(scope: PushScope): void {
  scope.addEventListener("push", (event: PushLikeEvent) => {
    const data = payloadOf(event);
    const title = typeof data.title === "string" && data.title ? data.title : "Alizé";
    event.waitUntil(
      scope.registration.showNotification(title, {
        body: typeof data.body === "string" ? data.body : "",
        icon: NOTIFICATION_ICON,
        // The same window's later message (« annulé ») replaces the first instead of piling up.
        tag: typeof data.tag === "string" && data.tag ? data.tag : undefined,
        lang: "fr",
        data: { url: typeof data.url === "string" ? data.url : "/" },
      }),
    );
  });

  scope.addEventListener("notificationclick", (event: ClickLikeEvent) => {
    event.notification.close();
    const target = targetOf(scope, event.notification.data?.url);
    event.waitUntil(
      scope.clients.matchAll({ type: "window", includeUncontrolled: true }).then((tabs) => {
        const open = tabs.find((tab) => tab.url === target);
        return open ? open.focus() : scope.clients.openWindow(target);
      }),
    );
  });
}
