import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startHttp2Front, type Http2Front } from "./http2-front";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An app stand-in that answers with what it received, two cookies and a chunked body. */
async function echoApp(): Promise<string> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const echo = JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, cookie: req.headers.cookie, body });
      res.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1; Path=/", "b=2; Path=/"], connection: "keep-alive" });
      res.write(echo.slice(0, 10)); // the rest a moment later: the answer streams through
      setTimeout(() => res.end(echo.slice(10)), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function front(target: string): Promise<Http2Front> {
  const f = await startHttp2Front(target);
  closers.push(f.close);
  return f;
}

/** One request over HTTP/2 to the front (its certificate is the run's own: not checked here). */
function request(url: string, headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request(headers);
    let text = "";
    let answer: http2.IncomingHttpHeaders = {};
    stream.on("response", (h) => (answer = h));
    stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
    stream.on("end", () => {
      session.close();
      resolve({ headers: answer, body: text });
    });
    stream.on("error", reject);
    stream.end(body);
  });
}

describe("the benchmark's HTTP/2 front", () => {
  it("passes a request and its answer through: method, path, host, cookies, status, several Set-Cookie, a streamed body", async () => {
    const f = await front(await echoApp());
    const res = await request(f.url, { ":method": "POST", ":path": "/spots?vue=carte", cookie: "session=abc" }, "corps");
    expect(res.headers[":status"]).toBe(201);
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.connection).toBeUndefined(); // HTTP/1.1's own, forbidden in HTTP/2
    expect(JSON.parse(res.body)).toEqual({ method: "POST", url: "/spots?vue=carte", host: new URL(f.url).host, cookie: "session=abc", body: "corps" });
  });

  it("answers 502 when the app does not answer", async () => {
    const f = await front("http://127.0.0.1:9"); // nothing listens on the discard port here
    const res = await request(f.url, { ":path": "/" });
    expect(res.headers[":status"]).toBe(502);
  });
});
