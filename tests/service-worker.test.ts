import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listenForPushes, NOTIFICATION_ICON, type PushScope } from "@/lib/1-domain/offline/push-handlers";

/*
 * The alert notifications of the app's service worker (lib/browser/offline/sw.ts registers these very listeners): a
 * push and a click reach them on a stand-in for the worker's scope, and what they ask of the browser (a
 * notification shown, a tab focused or opened) is recorded. The worker's caching is tested in e2e/offline.spec.ts.
 */
const ORIGIN = "https://alize.example";

type Tab = { url: string; focused: boolean; focus: () => Promise<void> };

function loadWorker(tabUrls: string[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const tabs: Tab[] = tabUrls.map((url) => ({ url, focused: false, focus: async function (this: Tab) { this.focused = true; } }));
  const scope: PushScope = {
    location: new URL(`${ORIGIN}/serwist/sw.js`),
    addEventListener: (type: string, fn: (event: never) => void) => void listeners.set(type, fn),
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url) => void opened.push(url),
    },
  };
  listenForPushes(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) } as never);
    await pending;
  };
  return { dispatch, shown, opened, tabs };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe("the service worker", () => {
  it("shows a pushed alert with its title, text, tag, icon and page", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", pushOf({ title: "Alizé : ça navigue à Wissant", body: "samedi 14 h – 18 h", url: "/spots/3/weather", tag: "w-1" }));
    expect(worker.shown).toEqual([
      {
        title: "Alizé : ça navigue à Wissant",
        options: { body: "samedi 14 h – 18 h", icon: "/icons/alert-192.png", tag: "w-1", lang: "fr", data: { url: "/spots/3/weather" } },
      },
    ]);
    expect(fs.existsSync(path.resolve(import.meta.dirname, "../public", `.${NOTIFICATION_ICON}`))).toBe(true);
  });

  it("still shows something for a payload that is not JSON", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", { data: { json: () => JSON.parse("oups"), text: () => "oups" } });
    expect(worker.shown[0]).toMatchObject({ title: "Alizé", options: { body: "oups", data: { url: "/" } } });
  });

  it("focuses the tab already on the alert's page, or opens it", async () => {
    const page = `${ORIGIN}/spots/3/weather`;
    const close = () => undefined;
    const withTab = loadWorker([`${ORIGIN}/profile`, page]);
    await withTab.dispatch("notificationclick", { notification: { data: { url: "/spots/3/weather" }, close } });
    expect(withTab.tabs.map((t) => t.focused)).toEqual([false, true]);
    expect(withTab.opened).toEqual([]);

    const without = loadWorker([`${ORIGIN}/profile`]);
    await without.dispatch("notificationclick", { notification: { data: { url: "/spots/3/weather" }, close } });
    expect(without.opened).toEqual([page]);
  });

  it("never opens another site, whatever the payload says", async () => {
    const worker = loadWorker();
    await worker.dispatch("notificationclick", { notification: { data: { url: "https://evil.example/x" }, close: () => undefined } });
    expect(worker.opened).toEqual([`${ORIGIN}/`]);
  });
});
