/*
 * How every HTTP bench runs: what it starts (fakes, throwaway databases, the app, Chromium) is registered in
 * `cleanups` and stopped in reverse order however the bench ends — done, failed, Ctrl-C, SIGTERM or over its
 * time limit (exit codes 0, 1, 2).
 */
export const cleanups = new Set<() => Promise<unknown>>();

export async function cleanUp(): Promise<void> {
  for (const fn of [...cleanups].reverse()) await fn().catch(() => undefined);
  cleanups.clear();
}

export function runBench(main: () => Promise<void>, timeLimitMs: number): void {
  const abort = (why: string) => {
    console.error(`banc interrompu : ${why}`);
    void cleanUp().finally(() => process.exit(2));
  };
  setTimeout(() => abort(`plus de ${timeLimitMs / 60_000} minutes`), timeLimitMs).unref();
  process.once("SIGINT", () => abort("Ctrl-C"));
  process.once("SIGTERM", () => abort("SIGTERM"));
  main().then(
    async () => {
      await cleanUp();
      process.exit(0);
    },
    async (error: unknown) => {
      console.error(`banc en échec : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      await cleanUp();
      process.exit(1);
    },
  );
}
