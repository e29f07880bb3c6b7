import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

/*
 * public/sw.js run as the browser runs it: its listeners receive a push and a click, and what they ask of the
 * browser (a notification shown, a tab focused or opened) is recorded.
 */
const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, "../public/sw.js"), "utf8");
const ORIGIN = "https://alize.example";

type Tab = { url: string; focused: boolean; focus: () => Promise<void> };

function loadWorker(tabUrls: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const tabs: Tab[] = tabUrls.map((url) => ({ url, focused: false, focus: async function (this: Tab) { this.focused = true; } }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    skipWaiting: () => Promise.resolve(),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => tabs,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(SOURCE, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
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
    expect(fs.existsSync(path.resolve(import.meta.dirname, "../public/icons/alert-192.png"))).toBe(true);
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
