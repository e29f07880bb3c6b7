/*
 * Alizé's service worker, for alert notifications only (issue 13): it shows a pushed alert and opens its
 * forecast page on click. It is registered when a rider turns notifications on, not on every page, and has no
 * fetch handler: it caches nothing. Offline support will come from Serwist (a later issue), built around this.
 *
 * The payload, sent by lib/push/send.ts: { title, body, url, tag }.
 */
const ICON = "/icons/alert-192.png";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Alizé";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: ICON,
      // The same window's later message (« annulé ») replaces the first instead of piling up.
      tag: typeof data.tag === "string" && data.tag ? data.tag : undefined,
      lang: "fr",
      data: { url: typeof data.url === "string" ? data.url : "/" },
    }),
  );
});

/** The app's own page only: a payload cannot send the rider elsewhere. */
function targetOf(notification) {
  const url = new URL((notification.data && notification.data.url) || "/", self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + "/";
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
