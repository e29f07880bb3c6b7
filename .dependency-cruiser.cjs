/**
 * The floors of lib/, checked by dependency-cruiser in `npm test` (tests/boundaries.test.ts).
 *
 *   lib/0-base      what any code may use: env, time in Paris, French numbers, typed errors, caches, provider fetch
 *   lib/1-domain    the rules of the sport, pure: spots and geography, wind, tides, weather decoding, the verdict,
 *                   alerts' matching, texts and schemas. No database, no HTTP, no framework
 *   lib/2-stores    where data is read and written: one module per table, and the outside providers
 *                   (Open-Meteo, OpenWindMap, Resend, web push). Only the stores and db/ import the tables
 *                   (db/schema.ts); everything else calls a store's functions
 *   lib/3-features  what combines them: forecast refresh and pages, verdicts, alerts, live wind, models, chat, jobs
 *   lib/4-edge      the HTTP edge: route builder, auth and sessions, the loaders the pages call
 *   lib/browser     code that runs in the browser (API client, socket, service worker): base and domain only
 *
 * A module imports from its own floor or a lower one, never a higher one; nothing imports lib/browser but the
 * browser side and the app; there is no import cycle anywhere. db/schema.ts imports nothing from lib/. Above
 * lib/ stand components/ and app/ (they may import any floor); realtime/ and scripts/ are programs on top.
 * Not an import, so checked by ESLint (eslint.config.mjs, tests/no-raw-fetch.test.ts): the server floors never call
 * the global `fetch`; outside providers are reached through lib/0-base/provider-fetch.ts alone.
 */
const FLOORS = ["0-base", "1-domain", "2-stores", "3-features", "4-edge"];
const above = (i) => FLOORS.slice(i + 1).map((f) => `^lib/${f}/`);

/** Test files may reach fixtures and higher floors to set a scene; the floors bind the code that ships. */
const NOT_TEST = "\\.test\\.tsx?$";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "An import cycle: two modules that need each other are one idea split in two, or one is on the wrong floor.",
      severity: "error",
      from: { pathNot: NOT_TEST },
      to: { circular: true, viaOnly: { pathNot: NOT_TEST } },
    },
    ...FLOORS.slice(0, -1).map((floor, i) => ({
      name: `no-upward-from-${floor}`,
      comment: `lib/${floor} imports only from its own floor or below (${FLOORS.slice(0, i + 1).join(", ")}).`,
      severity: "error",
      from: { path: `^lib/${floor}/`, pathNot: NOT_TEST },
      to: { path: above(i) },
    })),
    {
      name: "lib-not-above",
      comment: "lib/ never imports the app, the components, the realtime service or the scripts.",
      severity: "error",
      from: { path: "^lib/", pathNot: NOT_TEST },
      to: { path: "^(app|components|realtime|scripts|bench|e2e|tests)/" },
    },
    {
      name: "pure-floors",
      comment: "Base and domain rules know no database, no ORM and no framework: they are tested without either.",
      severity: "error",
      from: { path: "^lib/(0-base|1-domain)/", pathNot: NOT_TEST },
      to: { path: "^(db/(client|embedded|pglite-server|seed)|node_modules/(pg|drizzle-orm|pg-boss|better-auth|next|resend|web-push)/)" },
    },
    {
      name: "browser-side",
      comment: "Code that runs in the browser uses base and domain only: the stores, features and edge are server code.",
      severity: "error",
      from: { path: "^lib/browser/", pathNot: NOT_TEST },
      to: { path: "^(lib/(2-stores|3-features|4-edge)/|db/)" },
    },
    {
      name: "browser-only-from-browser",
      comment: "No server floor imports lib/browser.",
      severity: "error",
      from: { path: "^lib/[0-4]-", pathNot: NOT_TEST },
      to: { path: "^lib/browser/" },
    },
    {
      name: "tables-in-stores",
      comment:
        "Each table is read and written by its store in lib/2-stores: only the stores and db/ import db/schema.ts. The other floors, " +
        "the browser code, the app, the components, the realtime service and the scripts call a store's functions.",
      severity: "error",
      from: { path: "^((lib/(0-base|1-domain|3-features|4-edge|browser)|app|components|realtime|scripts)/|proxy\\.ts$)", pathNot: NOT_TEST },
      to: { path: "^db/schema\\.ts$" },
    },
    {
      name: "schema-stands-alone",
      comment: "The database schema is the ground floor of everything: it imports nothing from lib/.",
      severity: "error",
      from: { path: "^db/schema\\.ts$" },
      to: { path: "^lib/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.next[^/]*|test-results|\\.data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
