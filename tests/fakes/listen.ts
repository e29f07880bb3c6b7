import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts a fake's server on `host` and `port` (0: any free port); its base URL once it listens, or the listen error. */
export async function listenOn(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}
