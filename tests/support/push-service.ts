import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import https from "node:https";
import net from "node:net";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { PushNetwork } from "@/lib/2-stores/push/send";

/*
 * For tests only: a local HTTPS server playing a browser's push service, and the browser's side of the
 * encryption. The server answers as `https://fcm.googleapis.com` would (a certificate for that name, signed by a
 * throwaway authority made here with openssl); `network` is how the sender reaches it on this machine: that
 * name resolved to 127.0.0.1, the service's port, the throwaway authority trusted. A subscription is a real
 * P-256 key pair and a 16-byte auth secret; what the server receives is decrypted here as a browser would
 * (RFC 8291 on top of RFC 8188's aes128gcm), so a test reads the payload the app really sent.
 */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type PushService = {
  /** The push service played: endpoints are `${origin}/fcm/send/…`. */
  origin: string;
  /** The way to it: give it to sendPushToUser. */
  network: PushNetwork;
  received: ReceivedPush[];
  /** The status the service answers for that path (201 by default). */
  answer: (path: string, status: number) => void;
  close: () => Promise<void>;
};

const PLAYED_SERVICE = "fcm.googleapis.com";

/** A self-signed certificate for the browsers' push services' names, made once per test file. */
function throwawayCertificate(): { key: string; cert: string } {
  const names = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com", "*.notify.windows.com"];
  const out = execFileSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
      "-subj", `/CN=${PLAYED_SERVICE}`, "-addext", `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
      "-keyout", "-", "-out", "-",
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(out)![0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(out)![0];
  return { key, cert };
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const { key, cert } = throwawayCertificate();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${PLAYED_SERVICE}`,
    network: {
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      allowAddress: (address) => address === "127.0.0.1",
      port,
      ca: cert,
    },
    received,
    answer: (path, status) => void statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A plain TCP listener that counts the connections it gets: where the sender must never connect. Its port is
 * given as the push services' port, so any connection attempt, whatever the address check said, lands here.
 */
export async function startTrap(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body sent to this subscription. */
  decrypt: (body: Buffer) => string;
};

/** What PushManager.subscribe() would give: the service's endpoint and the browser's own keys. */
export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = crypto.createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));

/**
 * RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key, 65).
 * RFC 8291 keys: IKM = HKDF(auth, ECDH secret, "WebPush: info\0" | ua_public | as_public, 32), then the
 * content key and nonce from HKDF(salt, IKM, …). One record; its plaintext ends with the delimiter 0x02 and
 * any zero padding.
 */
function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, uaPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, expected the sender's 65-byte public key`);
  if (record.length > recordSize) throw new Error("more than one record");

  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);

  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("last record without its 0x02 delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks the VAPID `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292); answers the JWT's claims. */
export function verifyVapid(header: string | undefined, expectedPublicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match;
  if (key !== expectedPublicKey) throw new Error("signed with another public key");
  const [head, claims, signature] = token!.split(".");
  const point = Buffer.from(key!, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  if (!valid) throw new Error("bad VAPID signature");
  if (JSON.parse(Buffer.from(head!, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  return JSON.parse(Buffer.from(claims!, "base64url").toString());
}
