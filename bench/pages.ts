/**
 * Pages as a phone gets them: the JavaScript each route costs (gzip) and Lighthouse 12 in mobile mode.
 * Run: npx tsx bench/pages.ts   (TEST_DATABASE_URL set → a PostgreSQL throwaway database, else the launcher's
 * embedded PGlite). The launcher builds into BENCH_DIST_DIR (default .next) when the build is stale, its database
 * ready first (/spots is made at build time from the spots). Options (environment): BENCH_RUNS (Lighthouse runs per page, 3; 0 measures the JavaScript only), CHROME_PATH (/usr/bin/chromium),
 * BENCH_CHUNKS=1 (list each route's scripts with their gzip size), BENCH_LHR_DIR (keep each Lighthouse report there;
 * with BENCH_TRACE=1, the observed load's Chrome trace too), BENCH_HTTP1=1 (Lighthouse loads the pages straight from
 * the app over HTTP/1.1 instead of through the HTTP/2 front), BENCH_ONLY=<route> (Lighthouse on that page only, e.g.
 * "/spots/[id]/weather").
 *
 * Lighthouse loads the pages through an HTTP/2 front with TLS (bench/lib/http2-front.ts), as a production host
 * serves them: its simulation gives each HTTP/1.1 connection of the observed load its own handshake and slow start,
 * six cold connections that no rider's browser meets. Over HTTP/1.1 the simulated LCP comes out ~0.4 s higher.
 *
 * A route's JavaScript is every script Chromium fetches for it, from the document until the network is idle
 * (bench/lib/page-scripts.ts: nothing in flight nor started for 3 s), each body gzipped at level 9: the first-load
 * chunks, and what the page loads by itself afterwards (the service worker's client at idle, the live wind's
 * socket, a link's prefetch). Each page is loaded in a fresh context: empty cache, no service worker. What a rider's
 * action loads (the chat, the map, the alert form) is not counted; a form page is measured a second time after its
 * first field took the focus, which fetches its zod schema. The first-load part (the chunks the HTML names) is
 * printed beside it.
 * Targets (read here, not asserted): ≤ 180 kB gzip per route; Lighthouse mobile performance ≥ 95 and
 * accessibility 100; LCP ≤ 2.5 s; TBT ≤ 150 ms. Only 127.0.0.1.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium, type Browser, type Page as PlaywrightPage } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signUpRider } from "./lib/app-server";
import { startAppWithForecasts } from "./lib/app-with-forecasts";
import { startHttp2Front } from "./lib/http2-front";
import { scriptsUntilIdle } from "./lib/page-scripts";
import { percentile, verdict } from "./lib/stats";
import { cleanups, runBench } from "./lib/run";

const root = path.resolve(import.meta.dirname, "..");
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TIME_LIMIT_MS = 40 * 60_000;
const TARGET = { pageJsKb: 180, performance: 95, accessibility: 100, lcpMs: 2500, tbtMs: 150 };

const log = (line = "") => console.log(line);

const gzipCache = new Map<string, number>();
function gzipBytes(chunk: string): number {
  let size = gzipCache.get(chunk);
  if (size === undefined) {
    const file = path.join(root, DIST_DIR, "static", chunk.replace(/^\/_next\/static\//, ""));
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(chunk, size);
  }
  return size;
}

/** The chunks a browser fetches for this HTML before hydrating: script tags (minus nomodule) and the RSC payload's. */
export function firstLoadChunks(html: string): string[] {
  const chunks = new Set<string>();
  const skipped = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+\.js)[^"]*"/.exec(tag[0])?.[1];
    if (!src?.startsWith("/_next/static/")) continue;
    (/\bnomodule\b/i.test(tag[0]) ? skipped : chunks).add(src);
  }
  // The payload is in inline scripts as JSON-in-JS strings: its client components' chunk paths appear there.
  for (const m of html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) if (!skipped.has(m[0])) chunks.add(m[0]);
  return [...chunks];
}

type Page = {
  route: string;
  url: string;
  cookie?: string;
  /** A form page: its first field takes the focus, which starts the download of its schema. */
  firstField?: (page: PlaywrightPage) => Promise<void>;
};

/** The page as Lighthouse loads it: through the HTTP/2 front when there is one. */
const through = (page: Page, front: string | null): Page => (front ? { ...page, url: page.url.replace(/^http:\/\/[^/]+/, front) } : page);

/** The chunks the served HTML names (the first load), gzipped from the build directory. */
async function firstLoad(page: Page): Promise<{ kb: number; chunks: Set<string> }> {
  const res = await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: "manual" });
  if (!res.ok) throw new Error(`${page.route} : ${res.status}`);
  const chunks = firstLoadChunks(await res.text());
  return { kb: chunks.reduce((sum, c) => sum + gzipBytes(c), 0) / 1000, chunks: new Set(chunks) };
}

async function pageJavaScript(browser: Browser, page: Page, focus: boolean, first?: Set<string>): Promise<{ kb: number; scripts: number }> {
  const { scripts, gzipBytes: bytes } = await scriptsUntilIdle(browser, page.url, {
    cookie: page.cookie,
    interact: focus ? page.firstField : undefined,
  });
  // BENCH_CHUNKS=1: each script of the route with its gzip size, largest first (to find what grew); « + » marks what
  // came after the first load (the page's own imports at idle, a link's prefetch).
  if (process.env.BENCH_CHUNKS === "1") {
    for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
      log(`    ${first?.has(new URL(s.url).pathname) === false ? "+" : " "} ${(s.gzipBytes / 1000).toFixed(1).padStart(6)} kB  ${page.route}${focus ? " (champ)" : ""}  ${new URL(s.url).pathname}`);
  }
  return { kb: bytes / 1000, scripts: scripts.length };
}

type Scores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number; domSize: number; cpuIndex: number };

async function lighthouseRun(port: number, page: Page, attempt = 1): Promise<Scores> {
  const result = await lighthouse(
    page.url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
    },
    undefined, // default config: a mid-range phone on slow 4G (simulated throttling)
  );
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${page.route}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  // Now and then (about one load in ten through the HTTP/2 front) Chromium's trace misses the navigation's start;
  // Lighthouse then measures nothing and asks for another run, which this does once.
  if (runtimeError?.code === "NO_NAVSTART" && attempt === 1) {
    log(`   (${page.route} : trace sans début de navigation, passage recommencé)`);
    return lighthouseRun(port, page, 2);
  }
  if (runtimeError) throw new Error(`Lighthouse, ${page.route} : ${runtimeError.message}`);
  if (process.env.BENCH_LHR_DIR) {
    fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${page.route.replace(/\W+/g, "_") || "home"}.json`), JSON.stringify(result.lhr));
    // BENCH_TRACE=1: the observed load's trace beside it (Chrome's format), to see what ran before the first paint.
    if (process.env.BENCH_TRACE === "1" && result.artifacts?.Trace)
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${page.route.replace(/\W+/g, "_") || "home"}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    domSize: audits["dom-size"]?.numericValue ?? NaN,
    // Lighthouse's CPU benchmark: ~1,000+ on an idle desktop; far lower means the machine was busy and TBT inflated.
    cpuIndex: environment.benchmarkIndex,
  };
}

const median = (xs: number[]) => percentile(xs, 50);

async function main() {
  const { app, database } = await startAppWithForecasts({ distDir: DIST_DIR, databasePrefix: "alize_bench_pages" });
  log(`   application ${app.url}, base : ${database}`);

  const cookie = await signUpRider(app.url, "pages");
  const spots = (await (await fetch(`${app.url}/api/spots`, { headers: { cookie } })).json()) as { id: number; name: string }[];
  const spot = spots[0]!;

  const firstField = (label: string) => (p: PlaywrightPage) => p.getByLabel(label, { exact: true }).first().focus();
  const measured: Page[] = [
    { route: "/auth", url: `${app.url}/auth`, firstField: firstField("Nom d'utilisateur") },
    { route: "/", url: `${app.url}/`, cookie },
    { route: "/spots", url: `${app.url}/spots`, cookie },
    { route: "/spots/[id]/weather", url: `${app.url}/spots/${spot.id}/weather`, cookie },
  ];
  const others: Page[] = [
    { route: "/profile", url: `${app.url}/profile`, cookie, firstField: firstField("Prénom") },
    { route: "/forgot-password", url: `${app.url}/forgot-password`, firstField: firstField("Email") },
    { route: "/reset-password", url: `${app.url}/reset-password?token=${"a".repeat(43)}` },
    { route: "/alertes/desabonnement", url: `${app.url}/alertes/desabonnement?token=invalide` },
    { route: "/~offline", url: `${app.url}/~offline` },
  ];

  log();
  log(`== JavaScript de chaque route (gzip) jusqu'au repos du réseau, cible ≤ ${TARGET.pageJsKb} kB ; entre parenthèses, le premier chargement`);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const closeBrowser = () => browser.close();
  cleanups.add(closeBrowser);
  for (const page of [...measured, ...others]) {
    const first = await firstLoad(page);
    const { kb, scripts } = await pageJavaScript(browser, page, false, first.chunks);
    log(`   ${page.route.padEnd(22)} ${kb.toFixed(1).padStart(6)} kB  (${first.kb.toFixed(1)} kB)  ${String(scripts).padStart(2)} scripts  ${verdict(kb <= TARGET.pageJsKb)}`);
    if (!page.firstField) continue;
    const focused = await pageJavaScript(browser, page, true, first.chunks);
    log(`   ${"".padEnd(22)} ${focused.kb.toFixed(1).padStart(6)} kB  après le premier champ (son schéma et zod)`);
  }
  cleanups.delete(closeBrowser);
  await closeBrowser();

  if (RUNS === 0) return log("\n== Lighthouse : non lancé (BENCH_RUNS=0)");
  const front = process.env.BENCH_HTTP1 === "1" ? null : await startHttp2Front(app.url);
  if (front) cleanups.add(front.close);
  log();
  log(
    `== Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile (simulé), ${RUNS} passages par page, médianes, ` +
      (front ? `en HTTP/2 (TLS) comme en production, par ${front.url}` : "en HTTP/1.1 direct (BENCH_HTTP1=1)"),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // The front's certificate is made for this run: accepted here, nowhere else.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", ...(front ? ["--ignore-certificate-errors"] : [])],
  });
  cleanups.add(async () => void chrome.kill());
  const medians = new Map<string, Scores>();
  for (const page of measured.filter((p) => !process.env.BENCH_ONLY || p.route === process.env.BENCH_ONLY)) {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chrome.port, through(page, front?.url ?? null)));
    const m = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      domSize: median(runs.map((r) => r.domSize)),
      cpuIndex: median(runs.map((r) => r.cpuIndex)),
    };
    medians.set(page.route, m);
    const ok =
      m.performance >= TARGET.performance && m.accessibility >= TARGET.accessibility && m.lcpMs <= TARGET.lcpMs && m.tbtMs <= TARGET.tbtMs;
    log(
      `   ${page.route.padEnd(22)} perf ${String(m.performance).padStart(3)} (${runs.map((r) => r.performance).join("/")})` +
        `  a11y ${m.accessibility}  LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(m.tbtMs)} ms` +
        `  CLS ${m.cls.toFixed(3)}  DOM ${m.domSize} nœuds  indice CPU ${Math.round(m.cpuIndex)}  ${verdict(ok)}`,
    );
  }
  // The floor of the day: /auth is a form and the framework's runtime, nothing of the rider; what it scores is what
  // this machine allows any page of the app (Lighthouse's simulated phone scales the machine's own CPU time by 4).
  const floor = medians.get("/auth");
  if (floor && medians.size > 1) {
    log(`   plancher du jour, /auth (le formulaire et le cadre seuls) : perf ${floor.performance}, TBT ${Math.round(floor.tbtMs)} ms ; au-dessus :`);
    for (const [route, m] of medians)
      if (route !== "/auth") log(`     ${route.padEnd(20)} perf ${m.performance - floor.performance >= 0 ? "+" : ""}${m.performance - floor.performance}, TBT +${Math.round(m.tbtMs - floor.tbtMs)} ms`);
  }
  log(`   cibles : performance ≥ ${TARGET.performance}, accessibilité ${TARGET.accessibility}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms`);
}

runBench(main, TIME_LIMIT_MS);
