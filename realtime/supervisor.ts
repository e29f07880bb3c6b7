import { fork, type ChildProcess } from "node:child_process";

/*
 * The realtime service runs as a worker under this small supervisor: if the worker dies (a crash, an
 * out-of-memory kill), a fresh one starts after RESTART_DELAY_MS and clients reconnect to it. The launcher only
 * sees the supervisor, so one dead worker does not stop the whole app. A worker that keeps dying (more than
 * MAX_RESTARTS in CRASH_WINDOW_MS) or exits with EXIT_CONFIG stops the supervisor with that failure.
 */
export const WORKER_ENV = "ALIZE_REALTIME_WORKER";
export const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS = 5;
const CRASH_WINDOW_MS = 60_000;
/** Configuration errors: restarting cannot help (sysexits' EX_CONFIG). */
export const EXIT_CONFIG = 78;

export function supervise(runWorker: () => void): void {
  if (process.env[WORKER_ENV] === "1") return runWorker();

  let worker: ChildProcess | undefined;
  let stopping = false;
  let crashes: number[] = [];

  const start = () => {
    worker = fork(process.argv[1]!, process.argv.slice(2), { env: { ...process.env, [WORKER_ENV]: "1" } });
    worker.on("exit", (code, signal) => {
      if (stopping || code === 0) process.exit(0);
      if (code === EXIT_CONFIG) process.exit(code);
      const now = Date.now();
      crashes = [...crashes.filter((t) => now - t < CRASH_WINDOW_MS), now];
      if (crashes.length > MAX_RESTARTS) {
        console.error(`[realtime] le service s'est arrêté ${crashes.length} fois en une minute ; abandon.`);
        process.exit(1);
      }
      console.error(`[realtime] le service s'est arrêté (${signal ?? code}) ; redémarrage dans ${RESTART_DELAY_MS} ms.`);
      setTimeout(() => {
        if (!stopping) start();
      }, RESTART_DELAY_MS);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill(signal);
    else process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  start();
}
