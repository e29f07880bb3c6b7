import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ["e2e/**", "tests/support/e2e-fixtures.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
