import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Packages with native or WebAssembly parts stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "@electric-sql/pglite", "neaps", "@neaps/tide-database", "@neaps/tide-predictor"],
  typedRoutes: false,
  // `npm test` typechecks the whole project (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Lets several builds live side by side (parallel e2e runs, a dev server beside a production build).
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
