/**
 * What a phone's main thread goes through when a signed-in rider opens a page: the long tasks (over 50 ms) and the
 * layout shifts a real Chromium reports (PerformanceObserver `longtask` and `layout-shift`), with its CPU slowed 4×
 * through DevTools (Emulation.setCPUThrottlingRate), from the document until the network is idle (and a forecast's rider's
 * parts are drawn) and 3 s more.
 * Lighthouse's score (bench/pages.ts) simulates the same phone from an unthrottled load; this one lets the rider's
 * parts (drawn in the browser, docs/decisions/0033) really run slowed, and varies less with the machine's load.
 * Printed per page, medians over BENCH_LOADS loads (5): blocking time (the sum of each long task's part over 50 ms,
 * as TBT, but until idle rather than until interactive), the longest task, the layout shift (target < 0.1), and the
 * largest contentful paint with its element (on a throttled CPU but an unthrottled local network); on a forecast page,
 * when the rider's « Aujourd'hui » shows and when the week's last « Navigabilité » row is drawn.
 * Run: npx tsx --tsconfig bench/tsconfig.json bench/long-tasks.ts   (BENCH_ONLY=<route> for one page; TEST_DATABASE_URL set → a throwaway PostgreSQL
 * database, else PGlite; BENCH_DIST_DIR, built if stale). Only 127.0.0.1.
 */
import { chromium } from "@playwright/test";
import { signUpRider } from "./lib/app-server";
import { startAppWithForecasts } from "./lib/app-with-forecasts";
import { cleanups, runBench } from "./lib/run";
import { percentile, verdict } from "./lib/stats";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CLS_TARGET = 0.1;
/** One route alone, e.g. BENCH_ONLY=/spots/[id]/weather. */
const ONLY = process.env.BENCH_ONLY;

type Observed = { longTasks: number[]; shift: number; lcp: number; lcpElement: string; answer: number | null; tables: number | null };

async function main() {
  const { app } = await startAppWithForecasts({ distDir: DIST_DIR, databasePrefix: "alize_bench_long_tasks" });
  const cookie = await signUpRider(app.url, "taches");
  const spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number }[];
  const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  cleanups.add(() => browser.close());
  const load = async (url: string): Promise<Observed> => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name, value, url: app.url }]);
    await context.addInitScript(() => {
      const seen = { longTasks: [] as number[], shift: 0, lcp: 0, lcpElement: "", answer: null as number | null, tables: null as number | null };
      (window as unknown as { __observed: typeof seen }).__observed = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.longTasks.push(e.duration))).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) seen.shift += shift.value;
        }),
      ).observe({ type: "layout-shift", buffered: true });
      // The largest paint: when the page's largest text or image was drawn, and which (its tag and test id or class).
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const paint = e as PerformanceEntry & { element: Element | null };
          seen.lcp = paint.startTime;
          const el = paint.element;
          seen.lcpElement = el ? `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : el.classList[0] ? `.${el.classList[0]}` : ""}` : "?";
        }),
      ).observe({ type: "largest-contentful-paint", buffered: true });
      // A forecast page's rider's parts: when « Aujourd'hui » is shown, and when the last « Navigabilité » row is drawn.
      new MutationObserver(() => {
        if (seen.answer === null && document.querySelector("[data-testid=today-line]")) seen.answer = performance.now();
        const rows = document.querySelectorAll("[data-testid=verdict-row]");
        if (seen.tables === null && rows.length && ![...rows].some((r) => r.hasAttribute("data-pending"))) seen.tables = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-pending"] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "networkidle" });
    // The network falls idle while the phone still hydrates, before GET /api/user: the window also waits for a
    // forecast page's rider's parts (15 s at most), then 3 s more.
    await page
      .waitForFunction(() => !document.querySelector("[data-testid=today-line-pending], [data-testid=verdict-row][data-pending]"), null, { timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(3000);
    const observed = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
    await context.close();
    return observed;
  };

  console.log(`== Tâches longues et décalages, Chromium, CPU ralenti 4×, 412 × 823, rider connecté, médianes de ${LOADS} chargements`);
  const pages = [
    ["/", `${app.url}/`],
    ["/spots", `${app.url}/spots`],
    ["/spots/[id]/weather", `${app.url}/spots/${spots[0]!.id}/weather`],
    ["/profile", `${app.url}/profile`],
  ] as const;
  for (const [route, url] of pages) {
    if (ONLY && route !== ONLY) continue;
    const runs: Observed[] = [];
    for (let i = 0; i < LOADS; i++) runs.push(await load(url));
    const blocking = percentile(runs.map((r) => r.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)), 50);
    const longest = percentile(runs.map((r) => Math.max(0, ...r.longTasks)), 50);
    const shift = percentile(runs.map((r) => r.shift), 50);
    const lcp = percentile(runs.map((r) => r.lcp), 50);
    const elements = [...new Set(runs.map((r) => r.lcpElement))].join(", ");
    console.log(
      `   ${route.padEnd(22)} blocage ${String(Math.round(blocking)).padStart(5)} ms  tâche la plus longue ${String(Math.round(longest)).padStart(4)} ms` +
        `  décalage ${shift.toFixed(3)}  ${verdict(shift < CLS_TARGET)}  plus grand affichage ${String(Math.round(lcp)).padStart(5)} ms (${elements})`,
    );
    // Seen in how many loads: on a loaded machine a page may not have drawn them by the end of its window.
    const answers = runs.flatMap((r) => (r.answer === null ? [] : [r.answer]));
    const tables = runs.flatMap((r) => (r.tables === null ? [] : [r.tables]));
    if (answers.length || tables.length) {
      const at = (times: number[]) => (times.length ? `${Math.round(percentile(times, 50))} ms (${times.length}/${runs.length})` : `jamais (0/${runs.length})`);
      console.log(`   ${"".padEnd(22)} « Aujourd'hui » affiché à ${at(answers)}, la dernière « Navigabilité » de la semaine à ${at(tables)}`);
    }
  }
  console.log(`   cible : décalage < ${CLS_TARGET} ; le blocage et la plus longue tâche se lisent d'un jour à l'autre sur la même machine`);
}

runBench(main, 20 * 60_000);
