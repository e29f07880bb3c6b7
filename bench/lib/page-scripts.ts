import zlib from "node:zlib";
import type { Browser, Page } from "@playwright/test";

/*
 * The JavaScript a page costs a phone: every script the browser fetches for it, from the document until the
 * network is idle — the first-load chunks, and also what loads by itself afterwards (at idle, from a prefetch,
 * the service worker's client…). Scripts fetched because the rider did something (« Ouvrir le chat ») are not the
 * page's own, unless `interact` does it before the count ends.
 */

export type ScriptLoad = { url: string; gzipBytes: number };
export type PageScripts = { scripts: ScriptLoad[]; gzipBytes: number };

/** The network counts as idle once no request has been in flight nor started for this long. */
const QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;

/** A request's size as the budget counts it: its body gzipped at level 9 (what a CDN's static compression does). */
export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

type Options = {
  /** The session's cookies, as a `Cookie` header ("a=1; b=2"). */
  cookie?: string;
  /** Done once the page has loaded, before waiting for the network to be idle (a field's focus…). */
  interact?: (page: Page) => Promise<void>;
};

/** Loads `url` in a fresh browser context (empty cache, no service worker yet) and sums its scripts, gzipped. */
export async function scriptsUntilIdle(browser: Browser, url: string, opts: Options = {}): Promise<PageScripts> {
  const context = await browser.newContext();
  try {
    if (opts.cookie) {
      const cookies = opts.cookie.split(/;\s*/).filter(Boolean).map((pair) => {
        const eq = pair.indexOf("=");
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
      });
      await context.addCookies(cookies);
    }
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    const bodies: Promise<ScriptLoad | null>[] = [];
    page.on("request", () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") {
        bodies.push(
          request.response().then(async (response) => (response?.ok() ? { url: request.url(), gzipBytes: gzipSize(await response.body()) } : null)),
        );
      }
      settled();
    });
    page.on("requestfailed", settled);

    const res = await page.goto(url, { waitUntil: "load" });
    if (!res?.ok()) throw new Error(`${url} : ${res?.status() ?? "pas de réponse"}`);
    await opts.interact?.(page);
    const deadline = Date.now() + MAX_WAIT_MS;
    while (!(inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(100);

    const scripts = (await Promise.all(bodies)).filter((s): s is ScriptLoad => s !== null);
    return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}
