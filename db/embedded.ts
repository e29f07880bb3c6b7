import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import fs from "node:fs";

export type EmbeddedDb = { url: string; port: number; stop: () => Promise<void> };

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served over the normal wire protocol on 127.0.0.1 so that
 * the app and the realtime service reach it like any Postgres. `dataDir` undefined → in memory (tests).
 */
export async function startEmbeddedDb(opts: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDb> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: opts.port ?? 0, maxConnections: 200 });
  let port = 0;
  server.addEventListener("listening", (event) => {
    port = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
