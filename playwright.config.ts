import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2ePorts } from "./e2e/ports";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium est introuvable à ${CHROMIUM}. Installez-le (sudo apt-get install -y chromium) ou indiquez son chemin dans CHROMIUM_PATH.`,
  );
}

const ports = e2ePorts();

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // A test walks a rider through several pages, each built in a production app on a 2-core machine that CI shares:
  // a scenario of ~30 s alone has been seen to take 53 s there. The budget catches a hang, it does not time pages.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${ports.app}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://localhost:${ports.app}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
