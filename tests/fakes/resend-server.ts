/*
 * A local stand-in for Resend's send-email endpoint (https://resend.com/docs/api-reference/emails/send-email):
 * POST /emails with a bearer key and a JSON body answers {id}, and keeps the mail so a test can read it.
 * The app reaches it through the SDK's RESEND_BASE_URL (see scripts/e2e-server.ts).
 *
 *   const resend = await startFakeResend({ port: e2ePorts().resend });
 *   const mail = await resend.waitForMail("lea@example.fr", 10_000);
 *
 * Like Resend, a request with an `Idempotency-Key` already accepted is answered the first id again and sends
 * nothing, or 409 invalid_idempotent_request when its payload differs
 * (https://resend.com/docs/dashboard/emails/idempotency-keys). `outage("down")` answers 500 to every
 * send; `outage("lose-answer")` accepts the mail and then answers 500, as when the connection drops after
 * Resend took it; `outage(null)` ends it.
 */
import crypto from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
};
export type FakeOutage = "down" | "lose-answer" | null;

export type FakeResend = {
  /** Base URL to give as RESEND_BASE_URL, e.g. "http://127.0.0.1:3503". */
  url: string;
  /** Every accepted mail, oldest first. */
  mails: FakeMail[];
  /** POST /emails received, answered or not. */
  readonly requests: number;
  outage(mode: FakeOutage): void;
  /** The newest mail to `to` received after this call or already there; rejects after timeoutMs. */
  waitForMail(to: string, timeoutMs?: number): Promise<FakeMail>;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Resend's own error shape: {statusCode, name, message}. */
const fail = (res: ServerResponse, statusCode: number, name: string, message: string) =>
  sendJson(res, statusCode, { statusCode, name, message });

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeResend(options: { port?: number; host?: string } = {}): Promise<FakeResend> {
  const host = options.host ?? "127.0.0.1";
  const mails: FakeMail[] = [];
  const byKey = new Map<string, { mail: FakeMail; payload: string }>();
  let requests = 0;
  let outage: FakeOutage = null;
  const waiters = new Set<{ to: string; resolve: (m: FakeMail) => void }>();

  const accept = (mail: FakeMail) => {
    mails.push(mail);
    for (const w of waiters) {
      if (mail.to.includes(w.to.toLowerCase())) {
        waiters.delete(w);
        w.resolve(mail);
      }
    }
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    if (url.pathname !== "/emails" || req.method !== "POST") return fail(res, 404, "not_found", "Route not found");
    requests++;
    if (outage === "down") return fail(res, 500, "internal_server_error", "An unexpected error occurred.");
    if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) return fail(res, 401, "missing_api_key", "Missing API key");
    const raw = await readBody(req);
    if (raw === null) return fail(res, 413, "validation_error", "Body too large");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return fail(res, 400, "validation_error", "Invalid JSON");
    }
    const to = (Array.isArray(body.to) ? body.to : [body.to]).filter((v): v is string => typeof v === "string");
    if (typeof body.from !== "string" || !to.length || typeof body.subject !== "string") {
      return fail(res, 422, "validation_error", "Missing `from`, `to` or `subject` field.");
    }
    if (typeof body.html !== "string" && typeof body.text !== "string") {
      return fail(res, 422, "validation_error", "Missing `html` or `text` field.");
    }
    const key = req.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : undefined;
    const payload = JSON.stringify([body.from, body.to, body.subject, body.html, body.text, body.headers]);
    const seen = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (seen && seen.payload !== payload) {
      return fail(res, 409, "invalid_idempotent_request", "This idempotency key has already been used on a request that had a different payload.");
    }
    if (seen) return sendJson(res, 200, { id: seen.mail.id });
    const headers = body.headers && typeof body.headers === "object" ? (body.headers as Record<string, string>) : undefined;
    const mail: FakeMail = {
      id: crypto.randomUUID(),
      from: body.from,
      to: to.map((t) => t.toLowerCase()),
      subject: body.subject,
      html: typeof body.html === "string" ? body.html : undefined,
      text: typeof body.text === "string" ? body.text : undefined,
      ...(headers ? { headers } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    if (idempotencyKey) byKey.set(idempotencyKey, { mail, payload });
    accept(mail);
    if (outage === "lose-answer") return fail(res, 500, "internal_server_error", "An unexpected error occurred.");
    sendJson(res, 200, { id: mail.id });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    mails,
    get requests() {
      return requests;
    },
    outage(mode) {
      outage = mode;
    },
    waitForMail(to, timeoutMs = 10_000) {
      const existing = mails.findLast((m) => m.to.includes(to.toLowerCase()));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const waiter = {
          to,
          resolve: (m: FakeMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`Aucun e-mail reçu pour ${to} en ${timeoutMs} ms (reçus : ${mails.length}).`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
