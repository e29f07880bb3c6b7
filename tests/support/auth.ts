import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { CLIENT_IP_HEADER, clientIpHeaderValue } from "@/lib/4-edge/http/client-ip";

/*
 * Helpers for the account tests. Test files run in parallel against one database, and the rate limits
 * count per IP: every test that fails a login or asks for a reset uses its own address. Handler tests bypass
 * the app's server, so they send the private header that server would write from the socket.
 */
export function randomIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export const fromIp = (ip = randomIp()) => ({ [CLIENT_IP_HEADER]: clientIpHeaderValue(ip) });

export type OutboxMail = { at: string; from: string; to: string; subject: string; html: string; text: string };

/** Mails written by lib/2-stores/mail/send.ts when RESEND_API_KEY is unset (the test setup unsets it). */
async function readOutbox(): Promise<OutboxMail[]> {
  const file = path.resolve(process.env.DATA_DIR!, "outbox.jsonl");
  const raw = await fs.readFile(file, "utf8").catch(() => "");
  // Other tests append to the same file while this one reads it: a line is whole only once its newline is written.
  const complete = raw.slice(0, raw.lastIndexOf("\n") + 1);
  return complete
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return (await readOutbox()).filter((m) => m.to === to);
}

/** The reset mail goes out after the answer (runAfter): poll the outbox for it. */
export async function waitForMail(to: string, count = 1, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function tokenFromMail(mail: Pick<OutboxMail, "text">): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}

export function sessionsOf(userId: number) {
  return getDb().select().from(sessions).where(eq(sessions.userId, userId));
}

/** One Set-Cookie header of a response, by cookie name. */
export function setCookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

export function maxAgeOf(cookie: string): number | undefined {
  const m = /;\s*max-age=(\d+)/i.exec(cookie);
  return m ? Number(m[1]) : undefined;
}
