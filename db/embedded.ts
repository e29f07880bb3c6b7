import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import { servePglite } from "./pglite-server";

export type EmbeddedDb = { url: string; port: number; stop: () => Promise<void> };

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served over the normal wire protocol on 127.0.0.1 so that
 * the app and the realtime service reach it like any Postgres. `dataDir` undefined → in memory (tests).
 */
export async function startEmbeddedDb(opts: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDb> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  const server = await servePglite(db, { host: "127.0.0.1", port: opts.port ?? 0 });
  return {
    port: server.port,
    url: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.close();
      await db.close();
    },
  };
}
