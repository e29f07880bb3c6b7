import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules", ".next", ".data", "e2e", "test-results"],
    environment: "node",
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database per run; files run in parallel against it, each test isolates its own rows.
    fileParallelism: true,
    maxWorkers: 2,
    server: { deps: { inline: ["server-only"] } },
  },
});
