import fs from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { env } from "../../0-base/env";
import type { Mail } from "../../1-domain/mail/mail";

export type { Mail };
/**
 * Resend is reached through its SDK (the kept library, not a hand-made client), so the provider fetch helper does
 * not apply; the SDK's request gets a time limit at least. Its answers are a small JSON from the operator's
 * configured endpoint, never from an address a rider chose.
 */
const MAIL_TIMEOUT_MS = 15_000;
/** `idempotencyKey`: Resend keeps the first send of a key (24 h) and answers it again to a retry, sending nothing. */
export type SendOptions = { idempotencyKey?: string };

/** Resend's refusal, with its error name (e.g. "invalid_idempotent_request", "rate_limit_exceeded"). */
export class MailRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "MailRefused";
  }
}

/**
 * Sends through Resend when RESEND_API_KEY is set (the SDK honours RESEND_BASE_URL, so tests can point it
 * at a local fake); otherwise appends the mail to .data/outbox.jsonl and logs it, so nothing is lost in
 * development.
 */
export async function sendMail(mail: Mail, options: SendOptions = {}): Promise<void> {
  const config = env();
  if (config.RESEND_API_KEY) {
    const resend = new Resend(config.RESEND_API_KEY, config.RESEND_BASE_URL ? { baseUrl: config.RESEND_BASE_URL } : undefined);
    const request = { signal: AbortSignal.timeout(MAIL_TIMEOUT_MS), ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) };
    const { error } = await resend.emails.send({ from: config.MAIL_FROM, ...mail }, request);
    if (error) throw new MailRefused(`Resend a refusé l'e-mail : ${error.message}`, error.name);
    return;
  }
  const file = path.resolve(config.DATA_DIR, "outbox.jsonl");
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, JSON.stringify({ at: new Date().toISOString(), from: config.MAIL_FROM, ...mail, ...options }) + "\n");
  // The text holds a live reset link: printed for a developer on a local app, never into a deployment's logs.
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(config.APP_URL).hostname);
  const body = local ? `\n${mail.text}` : " (contenu dans la boîte d'envoi, non journalisé)";
  console.log(`[mail] (boîte d'envoi locale ${file}) à ${mail.to} : ${mail.subject}${body}`);
}
