import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onSharedPagesChanged, revalidateBearer, sharedPagesChanged } from "./changed";

afterEach(() => {
  onSharedPagesChanged(async () => undefined); // as tests/setup.ts leaves it
  vi.restoreAllMocks();
});

describe("sharedPagesChanged", () => {
  it("hands the spots to the revalidation this process set, once, and to nothing for none", async () => {
    const seen: number[][] = [];
    onSharedPagesChanged(async (ids) => void seen.push([...ids]));
    await sharedPagesChanged([4, 7]);
    await sharedPagesChanged([]);
    expect(seen).toEqual([[4, 7]]);
  });

  it("by default asks the app with a signed POST, and never fails the caller when it cannot", async () => {
    const received: { auth?: string; body: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    const { env } = await import("../../0-base/env");
    const config = env();
    const saved = config.APP_INTERNAL_URL;
    (config as { APP_INTERNAL_URL: string }).APP_INTERNAL_URL = `http://127.0.0.1:${port}`;
    try {
      onSharedPagesChanged(undefined as never);
      await sharedPagesChanged([12]);
      await sharedPagesChanged([14], { atOnce: true });
      expect(received).toEqual([
        { auth: `Bearer ${revalidateBearer()}`, body: JSON.stringify({ spotIds: [12] }) },
        { auth: `Bearer ${revalidateBearer()}`, body: JSON.stringify({ spotIds: [14], atOnce: true }) },
      ]);
      server.close();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      await sharedPagesChanged([13]); // nobody answers: said, never thrown
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      (config as { APP_INTERNAL_URL: string }).APP_INTERNAL_URL = saved;
    }
  });
});
