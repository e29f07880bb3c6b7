import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/*
 * A Postgres wire-protocol server in front of one PGlite instance, safe for several client connections.
 *
 * PGlite has a single session. @electric-sql/pglite-socket queues each protocol message on its own, so the
 * Parse/Bind/Execute/Sync of one connection could interleave with another's ("unnamed prepared statement
 * does not exist", values bound to the wrong query). Here a connection takes the session for a whole
 * exchange, from its first message up to the Sync or simple Query that ends it, and keeps it while a
 * transaction is open; the others wait in line (FIFO).
 */
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const ENDS_EXCHANGE = new Set(["S", "Q"].map((c) => c.charCodeAt(0)));
const TERMINATE = "X".charCodeAt(0);

class Turnstile {
  private queue: Array<() => void> = [];
  private busy = false;
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.busy = true;
        resolve(() => this.release());
      };
      if (this.busy) this.queue.push(grant);
      else grant();
    });
  }
  private release() {
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }
}

export type PgliteServer = { port: number; close: () => Promise<void> };

export async function servePglite(db: PGlite, opts: { host?: string; port?: number } = {}): Promise<PgliteServer> {
  const turnstile = new Turnstile();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let release: (() => void) | null = null;
    let work = Promise.resolve();

    const run = async (message: Buffer, endsExchange: boolean) => {
      release ??= await turnstile.acquire();
      try {
        await db.runExclusive(() =>
          db.execProtocolRawStream(new Uint8Array(message), {
            onRawData: (data) => {
              if (!socket.destroyed) socket.write(Buffer.from(data));
            },
          }),
        );
      } finally {
        if (endsExchange && !db.isInTransaction()) {
          release();
          release = null;
        }
      }
    };

    const drain = async () => {
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST) {
            buffer = buffer.subarray(8);
            socket.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) {
            buffer = buffer.subarray(length);
            continue;
          }
          if (buffer.length < length) return;
          const startup = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          started = true;
          await run(startup, true);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1) + 1;
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (message[0] === TERMINATE) {
          socket.end();
          return;
        }
        await run(message, ENDS_EXCHANGE.has(message[0]!));
      }
    };

    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      work = work.then(drain).catch(() => void socket.destroy());
    });
    const cleanup = () => {
      sockets.delete(socket);
      work = work.then(async () => {
        if (!release) return;
        // A client that vanished mid-transaction must not leave the session in it.
        if (db.isInTransaction()) await db.exec("ROLLBACK").catch(() => undefined);
        release();
        release = null;
      });
    };
    socket.on("close", cleanup);
    socket.on("error", () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
