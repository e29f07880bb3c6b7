import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSize, scriptsUntilIdle } from "./page-scripts";

/*
 * A page that loads one script with its HTML, a second one a second after, at idle (with a timeout, as the app's:
 * headless Chromium gives no idle period after a click), and a third only when clicked.
 */
const FILES: Record<string, string> = {
  "/": `<!doctype html><title>t</title><button onclick="load('/clicked.js')">x</button><script src="/first.js"></script>`,
  "/first.js": `function load(src) { const s = document.createElement("script"); s.src = src; document.head.append(s); }
    setTimeout(() => requestIdleCallback(() => load("/late.js"), { timeout: 1000 }), 1000); // ${"padding ".repeat(200)}`,
  "/late.js": `window.late = true; // ${"x".repeat(3000)}`,
  "/clicked.js": `window.clicked = true; // ${"y".repeat(3000)}`,
};

let server: http.Server;
let base: string;
let browser: Browser;
let cookieSeen: string | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/") cookieSeen = req.headers.cookie;
    const body = FILES[req.url ?? ""];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": req.url === "/" ? "text/html" : "text/javascript" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("scriptsUntilIdle", () => {
  it("counts the scripts loaded after the page's load until the network is idle, not those a click would fetch", async () => {
    const { scripts, gzipBytes } = await scriptsUntilIdle(browser, `${base}/`, { cookie: "session=abc; other=1" });
    expect(scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(["/first.js", "/late.js"]);
    expect(gzipBytes).toBe(gzipSize(Buffer.from(FILES["/first.js"]!)) + gzipSize(Buffer.from(FILES["/late.js"]!)));
    expect(cookieSeen).toBe("session=abc; other=1");
  });

  it("counts what an interaction done before the end loads", async () => {
    const { scripts } = await scriptsUntilIdle(browser, `${base}/`, { interact: (page) => page.getByRole("button").click() });
    expect(scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(["/clicked.js", "/first.js", "/late.js"]);
  });
});
