/**
 * Compiles the app's own HTTP server (scripts/web-server.ts and the few modules it imports) to one JavaScript file
 * beside the Next.js build, <distDir>/alize/web-server.mjs, so that production runs it with plain `node` (issue 27).
 *
 * Under tsx, the web server was two processes: tsx's command relaying signals (~47 MB of RSS) and a Node.js whose
 * module hooks run on a thread of their own, a second V8 isolate (~50 MB more than the same script under node, measured
 * on an idle script). Installed packages stay imports (resolved from the project's node_modules, as before); only
 * the project's TypeScript is bundled. `npm run build` and the launcher's build write it; `npm run dev` keeps tsx.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const WEB_SERVER_SOURCE = "scripts/web-server.ts";

/** Where the compiled server of the build in `distDir` lives. */
export function webServerBundle(distDir: string): string {
  return path.join(path.resolve(root, distDir), "alize", "web-server.mjs");
}

/** Writes the compiled server; returns its path and the project files it holds. */
export async function buildWebServer(distDir: string): Promise<{ file: string; inputs: string[] }> {
  const file = webServerBundle(distDir);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [WEB_SERVER_SOURCE],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    outfile: file,
    metafile: true,
    logLevel: "warning",
    banner: { js: `// Compiled from ${WEB_SERVER_SOURCE} by scripts/build-server.ts: do not edit.` },
  });
  return { file, inputs: Object.keys(result.metafile.inputs).sort() };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
  const { file, inputs } = await buildWebServer(distDir);
  console.log(`[alizé] serveur web compilé : ${path.relative(root, file)} (${inputs.length} fichiers du projet, ${Math.round(fs.statSync(file).size / 1024)} ko)`);
}
