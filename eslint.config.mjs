import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The server floors of lib/ reach outside providers through lib/0-base/provider-fetch.ts only (time limit, byte cap,
 * no redirect, typed errors: issue 25), never with the global `fetch` (decision 0025). The browser code (lib/browser,
 * components/, app/) calls its own API with `fetch`, and tests stub providers as they like.
 */
const RAW_FETCH = "Call outside providers through lib/0-base/provider-fetch.ts (fetchProvider, fetchProviderJson), not the global fetch.";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next*/**", ".data*/**", "node_modules/**", "test-results/**", "playwright-report/**", "db/migrations/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // The forms read their values with react-hook-form's `watch`, not `useWatch`/`<Controller>`: 1.5 kB less in the
    // first load of every form page (decision 0019). The rule warns that the React Compiler cannot memoize such a
    // component; this project does not run the compiler (next.config.ts), so the warning says nothing here yet.
    files: ["app/(app)/profile/**", "app/(public)/auth/**", "components/alerts/alert-form-dialog.tsx"],
    rules: { "react-hooks/incompatible-library": "off" },
  },
  {
    files: ["lib/{0-base,1-domain,2-stores,3-features,4-edge}/**/*.{ts,tsx,js,mjs}"],
    ignores: ["lib/0-base/provider-fetch.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: RAW_FETCH }],
      "no-restricted-properties": ["error", ...["globalThis", "global", "self", "window"].map((object) => ({ object, property: "fetch", message: RAW_FETCH }))],
    },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ["e2e/**", "tests/support/e2e-fixtures.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
