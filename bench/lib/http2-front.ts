/**
 * An HTTP/2 front for the app, as production has one (Vercel's edge, or the reverse proxy of a self-hosted
 * install): TLS with a certificate made for this run, HTTP/2 to the browser, HTTP/1.1 to the app behind it.
 *
 * Why the page benchmark needs it: Lighthouse's simulation replays the observed load on a slow phone network,
 * and it models each HTTP/1.1 connection the browser opened as a new TCP connection with its own handshake and
 * slow start. Served straight from `npm start` (HTTP/1.1), the page's CSS and scripts then travel on six cold
 * connections, which no rider meets: a browser and a production host speak HTTP/2 over one connection.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** Headers that belong to one HTTP/1.1 hop and that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

export type Http2Front = { url: string; close: () => Promise<void> };

/** Starts the front on 127.0.0.1 (a free port) for the app at `target` (http://127.0.0.1:port). */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alize-h2-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  // A self-signed certificate for 127.0.0.1, valid one day; the benchmark's Chromium is told to accept it.
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-keyout", keyFile, "-out", certFile, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]),
    { stdio: "ignore" },
  );
  const server = http2.createSecureServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) });
  fs.rmSync(dir, { recursive: true, force: true });

  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  server.on("stream", (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: headers[":authority"] };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    stream.on("error", () => {}); // the browser cancelled: nothing to answer
    const req = http.request(
      { host: upstream.hostname, port: upstream.port, method: headers[":method"], path: headers[":path"], headers: forwarded, agent },
      (res) => {
        const answer: http2.OutgoingHttpHeaders = { ":status": res.statusCode ?? 502 };
        for (const [name, value] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(name)) answer[name] = value;
        if (stream.destroyed) return void res.resume();
        stream.respond(answer);
        res.pipe(stream);
      },
    );
    req.on("error", () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ":status": 502 });
      stream.end();
    });
    stream.pipe(req);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
