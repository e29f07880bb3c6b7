import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders } from "./lib/4-edge/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // proxy.ts sends misspelt paths (« /spots/ ») to their one spelling itself, with the security headers Next's own
  // 308 lacked.
  skipTrailingSlashRedirect: true,
  // SOURCE_MAPS=1 (with NEXT_DIST_DIR set apart) writes the browser chunks' source maps, to see which module weighs what.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === "1",
  // Packages with native or WebAssembly parts stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "pg", "pg-boss", "@electric-sql/pglite", "neaps", "@neaps/tide-database", "@neaps/tide-predictor"],
  typedRoutes: false,
  // Pages built from what every rider shares are cached by the framework ('use cache', cacheTag: lib/4-edge/pages.ts)
  // and served as documents; what is the rider's is drawn in the browser (docs/decisions/0033).
  cacheComponents: true,
  // Without it, a page with a part rendered per request carries its payload twice (measured: 0033).
  partialPrefetching: false,
  // Each kept page expires when it is due for renewal: Next.js then sends `s-maxage` alone, which a browser ignores. With
  // a longer expire it adds `stale-while-revalidate`, and a browser paints its own copy of the page (up to a day old,
  // the forecast of yesterday) while it asks for the new one (docs/decisions/0035).
  cacheLife: {
    // A spot's forecast page: its run changes hourly and the refresh revalidates its tag; this bounds the rest.
    forecast: { stale: 300, revalidate: 900, expire: 900 },
    // The catalogue of spots behind /spots: spots change with a deployment, their pictures and names seldom.
    catalogue: { stale: 300, revalidate: 3_600, expire: 3_600 },
  },
  // `npm test` typechecks the whole project (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Lets several builds live side by side (parallel e2e runs, a dev server beside a production build).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Pages get their Content-Security-Policy from proxy.ts (without a nonce: docs/decisions/0033); these hold for
  // every answer.
  async headers() {
    const common = commonSecurityHeaders(process.env.NODE_ENV === "production");
    return [
      { source: "/:path*", headers: common },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      // The service worker: a new version must reach the riders at their next visit, never a day later.
      { source: "/serwist/:path*", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
};

// Serwist bundles the service worker with esbuild during the build (app/serwist/[path]/route.ts).
export default withSerwist(nextConfig);
