/**
 * What the router fetches ahead of the rider's taps on a phone: the React payloads of pages (prefetches) a signed-in
 * rider's Chromium asks for on / and on /spots at 390 × 844, after the load and after a thumb has gone down the page
 * (every card passing through the screen, none touched), with their bytes over the network (gzip, as DevTools counts
 * them). A page the rider never opens costs their data plan and a render on the server (a never-opened forecast asks
 * the provider). Printed, not asserted: e2e/spots.spec.ts checks that scrolling /spots asks for no forecast.
 * Run: npx tsx --tsconfig bench/tsconfig.json bench/prefetch.ts   (TEST_DATABASE_URL set → a throwaway PostgreSQL
 * database, else PGlite; BENCH_DIST_DIR, built if stale). Only 127.0.0.1.
 */
import { chromium } from "@playwright/test";
import { signUpRider } from "./lib/app-server";
import { startAppWithForecasts } from "./lib/app-with-forecasts";
import { cleanups, runBench } from "./lib/run";

const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main() {
  const { app, database } = await startAppWithForecasts({ distDir: DIST_DIR, databasePrefix: "alize_bench_prefetch" });
  const cookie = await signUpRider(app.url, "prefetch");
  const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  cleanups.add(() => browser.close());
  console.log(`== Pages demandées d'avance par le routeur, rider connecté, 390 × 844 (application ${app.url}, base : ${database})`);
  for (const path of ["/", "/spots"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const payloads = new Set<string>();
    const count = { requests: 0, bytes: 0 };
    cdp.on("Network.requestWillBeSent", (e) => {
      const headers = Object.fromEntries(Object.entries(e.request.headers).map(([k, v]) => [k.toLowerCase(), v]));
      if (headers["rsc"] === "1") payloads.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (!payloads.has(e.requestId)) return;
      count.requests++;
      count.bytes += e.encodedDataLength;
    });
    await page.goto(app.url + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    const loaded = { ...count };
    for (let i = 0; i < 80; i++) {
      await page.evaluate(() => window.scrollBy(0, 700));
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(3000);
    console.log(
      `   ${path.padEnd(8)} après le chargement ${String(loaded.requests).padStart(3)} pages, ${kB(loaded.bytes).padStart(7)} ;` +
        ` après avoir parcouru la page ${String(count.requests).padStart(3)} pages, ${kB(count.bytes).padStart(7)}`,
    );
    await context.close();
  }
}

runBench(main, 15 * 60_000);
