import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchProvider, fetchProviderJson, MAX_BODY_EXCERPT, ProviderError, type ProviderErrorReason } from "./provider-fetch";

/*
 * A local server plays a provider gone wrong: too big, too slow, redirecting. What is asserted is what the app
 * would suffer: how many bytes the server managed to send before we hung up, that no redirection was followed.
 */
const CHUNK = Buffer.alloc(64 * 1024, "x");
const HUGE = 150 * 1024 * 1024;
let base: string;
let server: http.Server;
/** Bytes the server wrote before the client hung up, per path. */
const sent = new Map<string, number>();
let redirectTargetHits = 0;

/** Writes CHUNKs until `total` bytes or the client hangs up, and records how much got out. */
function stream(req: http.IncomingMessage, res: http.ServerResponse, total: number) {
  let written = 0;
  const done = () => sent.set(req.url!, written);
  res.on("close", done);
  const pump = () => {
    while (written < total) {
      written += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once("drain", pump);
    }
    res.end();
  };
  pump();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    switch (req.url) {
      case "/ok":
        return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ wind: 12.5, mots: "é" }));
      case "/huge-chunked":
        res.writeHead(200, { "content-type": "application/json" });
        return stream(req, res, HUGE);
      case "/huge-announced":
        res.writeHead(200, { "content-type": "application/json", "content-length": String(HUGE) });
        return stream(req, res, HUGE);
      case "/at-cap":
        return void res.writeHead(200).end(Buffer.alloc(1000, "1"));
      case "/no-headers":
        return; // never answers
      case "/stalled-body":
        res.writeHead(200, { "content-type": "application/json" });
        return void res.write('{"wind": ');
      case "/redirect":
        return void res.writeHead(302, { location: `${base}/redirect-target` }).end();
      case "/redirect-target":
        redirectTargetHits++;
        return void res.writeHead(200).end("{}");
      case "/error":
        res.writeHead(503, { "content-type": "text/plain" });
        return stream(req, res, HUGE);
      case "/not-json":
        return void res.writeHead(200).end(`<html>${"panne ".repeat(500)}</html>`);
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = { provider: "Fournisseur", timeoutMs: 2_000, maxBytes: 1024 * 1024 };

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
const reasonOf = async (promise: Promise<unknown>): Promise<ProviderErrorReason> => (await failure(promise)).reason;

/** Waits for the server to notice the hang-up of `path`. */
async function sentTo(path: string): Promise<number> {
  for (let i = 0; i < 100 && !sent.has(path); i++) await new Promise((r) => setTimeout(r, 20));
  return sent.get(path)!;
}

describe("fetchProvider", () => {
  it("reads a normal answer as JSON", async () => {
    expect(await fetchProviderJson(`${base}/ok`, options)).toEqual({ wind: 12.5, mots: "é" });
  });

  it("accepts a body of exactly the cap", async () => {
    const answer = await fetchProvider(`${base}/at-cap`, { ...options, maxBytes: 1000 });
    expect(answer.body.byteLength).toBe(1000);
  });

  it("hangs up once a body without Content-Length passes the cap, long before the provider has sent it all", async () => {
    expect(await reasonOf(fetchProvider(`${base}/huge-chunked`, options))).toBe("too-large");
    // 1 MB cap: what got out is the cap plus the sockets' buffers, not the 150 MB the server meant to send.
    expect(await sentTo("/huge-chunked")).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a Content-Length above the cap without reading the body", async () => {
    const error = await failure(fetchProvider(`${base}/huge-announced`, options));
    expect(error.reason).toBe("too-large");
    expect(error.message).toContain(String(HUGE));
    expect(await sentTo("/huge-announced")).toBeLessThan(16 * 1024 * 1024);
  });

  it("times out on a provider that never answers, and on a body that stalls", async () => {
    const started = Date.now();
    expect(await reasonOf(fetchProvider(`${base}/no-headers`, { ...options, timeoutMs: 200 }))).toBe("timeout");
    expect(await reasonOf(fetchProvider(`${base}/stalled-body`, { ...options, timeoutMs: 200 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("does not follow a redirection", async () => {
    expect(await reasonOf(fetchProvider(`${base}/redirect`, options))).toBe("redirect");
    expect(redirectTargetHits).toBe(0);
  });

  it("reports an error status with a short excerpt, reading only the start of its body", async () => {
    const error = await failure(fetchProvider(`${base}/error`, options));
    expect(error).toMatchObject({ reason: "http", status: 503, provider: "Fournisseur" });
    expect(error.message.length).toBeLessThan(MAX_BODY_EXCERPT + 100);
    expect(await sentTo("/error")).toBeLessThan(16 * 1024 * 1024);
  });

  it("reports an unreachable provider as http without status, and a body that is not JSON as malformed", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failure(fetchProvider(`http://127.0.0.1:${port}/`, options))).toMatchObject({ reason: "http", status: undefined });
    const malformed = await failure(fetchProviderJson(`${base}/not-json`, options));
    expect(malformed.reason).toBe("malformed");
    expect(malformed.message.length).toBeLessThan(MAX_BODY_EXCERPT + 100);
  });

  it("throws the client's own error class, and rethrows the caller's cancellation as is", async () => {
    class MeteoError extends ProviderError {
      constructor(reason: ProviderErrorReason, message: string, status?: number, opts?: { cause?: unknown }) {
        super("Météo", reason, message, status, opts);
      }
    }
    expect(await failure(fetchProvider(`${base}/redirect`, { ...options, errorClass: MeteoError }))).toBeInstanceOf(MeteoError);

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await fetchProvider(`${base}/no-headers`, { ...options, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
