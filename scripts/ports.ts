import net from "node:net";

/** Whether something already listens on `port` (any address, as the servers bind): tried by listening there. */
function isBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "EADDRINUSE" || error.code === "EACCES"));
    probe.once("listening", () => probe.close(() => resolve(false)));
    probe.listen(port);
  });
}

/** The ports of `ports` that are taken, in order. */
export async function busyPorts(ports: readonly number[]): Promise<number[]> {
  const out: number[] = [];
  for (const port of new Set(ports)) if (await isBusy(port)) out.push(port);
  return out;
}
