import { defineConfig } from "vitest/config";
import path from "node:path";

/*
 * One database per run (tests/global-setup.ts); files run in parallel against it, each test isolating its own
 * rows. The exception is the set of files that poll OpenWindMap: a poll replaces the deployment-wide station
 * set and takes the deployment-wide poll turn, so two of them at once undo each other's stations. They run one
 * at a time, in their own project, beside the others (which never poll: their realtime services start with
 * `liveWind: false`).
 */
const POLLING_FILES = [
  "app/api/spots/*/live/route.test.ts",
  "app/api/spots/*/correction/route.test.ts",
  "app/api/spots/live/route.test.ts",
  "app/api/cron/refresh-forecasts/route.test.ts",
  "lib/3-features/live-wind/poll.test.ts",
  "lib/1-domain/live-wind/stations.test.ts",
  "realtime/live-wind.test.ts",
  "realtime/supervisor.test.ts",
];
const EXCLUDE = ["node_modules", ".next", ".next-*", ".data", "e2e", "test-results"];

const shared = {
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname) },
      // Tests run route handlers and server modules outside Next: the marker is the empty module there.
      { find: "server-only", replacement: path.resolve(import.meta.dirname, "node_modules/server-only/empty.js") },
    ],
  },
};

export default defineConfig({
  ...shared,
  test: {
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        extends: true,
        test: { name: "parallèle", include: ["**/*.test.ts", "**/*.test.tsx"], exclude: [...EXCLUDE, ...POLLING_FILES], environment: "node" },
      },
      {
        ...shared,
        extends: true,
        test: { name: "OpenWindMap", include: POLLING_FILES, exclude: EXCLUDE, environment: "node", fileParallelism: false },
      },
    ],
  },
});
