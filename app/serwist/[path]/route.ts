import crypto from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE_URL } from "@/lib/1-domain/offline/protocol";

/*
 * The service worker, built by Serwist for Turbopack (docs/decisions/0013-offline.md): at `next build` this
 * route is prerendered, bundling lib/browser/offline/sw.ts with esbuild and writing in the list of the build's files
 * to precache. Served as /serwist/sw.js with « Service-Worker-Allowed: / », so it can serve the whole site; its
 * source map only outside production.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/browser/offline/sw.ts",
  useNativeEsbuild: true,
  // No source map in production: neither /serwist/sw.js.map nor a sourceMappingURL pointing at it.
  esbuildOptions: { sourcemap: process.env.NODE_ENV !== "production" },
  manifestTransforms: [
    // The offline page names this build's scripts and styles: a new build means a new copy of it.
    (entries) => {
      const build = crypto.createHash("sha256");
      for (const entry of entries) build.update(`${entry.url} ${entry.revision ?? ""}\n`);
      const revision = build.digest("hex").slice(0, 16);
      return { manifest: [...entries, { url: OFFLINE_PAGE_URL, revision, size: 0 }] };
    },
  ],
});
