/**
 * Compiles the app's two long-lived servers to JavaScript beside the Next.js build, so that production runs them
 * with plain `node`: the HTTP server in front of Next (scripts/web-server.ts → <distDir>/alize/web-server.mjs)
 * and the realtime service (realtime/server.ts → <distDir>/alize/realtime.mjs, its supervisor and its worker).
 *
 * Under tsx, each was two processes: tsx's command relaying signals (~47 MB of RSS) and a Node.js whose module hooks
 * run on a thread of their own, a second V8 isolate (~50 MB more than the same script under node, measured on an idle
 * script; the realtime supervisor's worker carried one too). Installed packages stay imports (resolved from the
 * project's node_modules, as before); only the project's TypeScript is bundled. `npm run build` and the launcher's
 * build write them; `npm run dev` keeps tsx.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
/** Each server's source, by the name of its compiled file. */
export const SERVERS = { "web-server": "scripts/web-server.ts", realtime: "realtime/server.ts" } as const;
export type ServerName = keyof typeof SERVERS;

/** Where a compiled server of the build in `distDir` lives. */
export function serverBundle(distDir: string, name: ServerName): string {
  return path.join(path.resolve(root, distDir), "alize", `${name}.mjs`);
}

/** Writes one compiled server; returns its path and the project files it holds. */
export async function buildServer(distDir: string, name: ServerName): Promise<{ file: string; inputs: string[] }> {
  const file = serverBundle(distDir, name);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [SERVERS[name]],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    outfile: file,
    metafile: true,
    logLevel: "warning",
    banner: { js: `// Compiled from ${SERVERS[name]} by scripts/build-server.ts: do not edit.` },
  });
  return { file, inputs: Object.keys(result.metafile.inputs).sort() };
}

/** Writes both compiled servers. */
export async function buildServers(distDir: string): Promise<void> {
  for (const name of Object.keys(SERVERS) as ServerName[]) {
    const { file, inputs } = await buildServer(distDir, name);
    console.log(`[alizé] ${SERVERS[name]} compilé : ${path.relative(root, file)} (${inputs.length} fichiers du projet, ${Math.round(fs.statSync(file).size / 1024)} ko)`);
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  await buildServers(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next");
}
