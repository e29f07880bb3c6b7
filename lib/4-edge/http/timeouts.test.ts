import type http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createWebServer } from "./timeouts";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** When the server saw each /big answer end (its socket closed, sent or not). */
let bigClosed: Promise<number>;

/** A server answering 8 MB to /big (more than the socket buffers hold) and a few bytes to /small. */
async function start(idleMs: number): Promise<number> {
  const big = Buffer.alloc(8 * 1024 * 1024, "x");
  let closed: (at: number) => void = () => undefined;
  bigClosed = new Promise((resolve) => (closed = resolve));
  server = createWebServer(
    (req, res) => {
      if (req.url === "/big") res.once("close", () => closed(Date.now()));
      if (req.url === "/slow") setTimeout(() => res.end("done"), 1_500);
      else res.end(req.url === "/big" ? big : "ok");
    },
    { idleMs, headersMs: 2_000, requestMs: 5_000, keepAliveMs: 1_000, checkMs: 250 },
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

describe("the web server's timeouts", () => {
  it("closes a connection that stops reading a large answer, and keeps answering others meanwhile", async () => {
    const port = await start(600);
    const stalled = net.connect(port, "127.0.0.1");
    stalled.pause(); // never reads: the answer fills the buffers and stops moving
    stalled.write("GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
    const started = Date.now();
    // Another rider, meanwhile: answered at once.
    const other = await fetch(`http://127.0.0.1:${port}/small`);
    expect(await other.text()).toBe("ok");
    const answered = Date.now();
    const closed = await bigClosed;
    stalled.destroy();
    // The other rider did not wait for the stalled connection to be cut.
    expect(answered).toBeLessThan(closed);
    expect(closed - started).toBeGreaterThanOrEqual(500);
    expect(closed - started).toBeLessThan(5_000);
  });

  it("waits for an answer the server takes longer than the idle time to start (a scheduled refresh)", async () => {
    const port = await start(400);
    const answer = await fetch(`http://127.0.0.1:${port}/slow`);
    expect(await answer.text()).toBe("done");
  });

  it("closes a connection that never finishes its headers (slowloris)", async () => {
    const port = await start(10_000);
    const slow = net.connect(port, "127.0.0.1");
    slow.write("GET /small HTTP/1.1\r\nHost: x\r\n"); // headers never end
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      slow.on("data", (chunk) => (text += chunk.toString()));
      slow.once("close", () => resolve(text));
    });
    expect(Date.now() - started).toBeLessThan(3_000); // the headers' 2 s, checked every 250 ms
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });
});
