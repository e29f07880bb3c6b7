import type { Db } from "../../../db/client";
import { appUrlIsSet, env } from "../../0-base/env";
import { parisDayKey } from "../../0-base/time";
import { alertEmail } from "../../1-domain/mail/alert-email";
import { MailRefused, sendMail as realSendMail, type Mail, type SendOptions } from "../../2-stores/mail/send";
import { sendPushToUser, type PushOutcome, type PushPayload } from "../../2-stores/push/send";
import { ALERT_TEXTS, windowWhen } from "../../1-domain/alerts/messages";
import { giveBackEmailSlot, takeEmailSlot } from "../../2-stores/alerts/quota";
import { readSummary } from "../../1-domain/alerts/summary";
import { signUnsubscribeToken } from "../../1-domain/alerts/unsubscribe-token";
import { claimDeliveries, deliveryContexts, endDelivery, type Claimed, type DeliveryContext as Context } from "../../2-stores/alerts/deliveries";

/*
 * The outbox of alert messages. evaluate.ts writes one row per window × kind × channel; this sends
 * the due ones. Safe with several instances: a batch is claimed by one UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED), which marks it « sending » until now + CLAIM_TIMEOUT_MS, so a claim whose process died
 * comes back by itself. A provider error retries after 1, 5, 15 then 60 minutes, and the row is « failed »
 * after MAX_DELIVERY_ATTEMPTS. Never twice: each e-mail carries the Resend idempotency key
 * `alert-delivery-<id>`, so a retry after a crash between the send and its mark is answered without a send.
 */
export const DELIVERY_RETRY_DELAYS_MS = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_RETRY_DELAYS_MS.length + 1;
/** Longer than any send can take: a claim older than this was lost with its process. */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** A cancellation whose announcement is still on its way looks again after this. */
const CANCEL_WAIT_MS = 60_000;
const BATCH_SIZE = 100;
const CONCURRENCY = 4;
/** A sweep stops claiming after this (well within a claim's timeout); the next one goes on. */
const MAX_SWEEP_MS = 2 * 60_000;

export const idempotencyKey = (deliveryId: number) => `alert-delivery-${deliveryId}`;
/** Resend's answer to a key already used with another payload (https://resend.com/docs/dashboard/emails/idempotency-keys). */
const ALREADY_SENT = "invalid_idempotent_request";

export type DeliverDeps = {
  sendMail?: (mail: Mail, options: SendOptions) => Promise<void>;
  sendPush?: (db: Db, userId: number, payload: PushPayload) => Promise<PushOutcome>;
  /** Defaults: APP_URL and BETTER_AUTH_SECRET. */
  appUrl?: string;
  secret?: string;
  batchSize?: number;
};
export type DeliverReport = { sent: number; skipped: number; retried: number; failed: number; deferred: number };

type Outcome =
  | { status: "sent" }
  | { status: "skipped"; reason: string }
  | { status: "retry"; error: string }
  | { status: "defer" };

/** Claims up to `limit` due rows (pending, or « sending » past their claim) for this process. */
function claim(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  return claimDeliveries(db, now, new Date(now.getTime() + CLAIM_TIMEOUT_MS), limit);
}

/** Why a row is not sent at all, or must wait; null when it goes. */
function gate(c: Context): Outcome | null {
  if (c.paused) return { status: "skipped", reason: "alerte en pause" };
  if (c.channel === "email" ? !c.wantsEmail : !c.wantsPush) return { status: "skipped", reason: "canal retiré de l'alerte" };
  if (c.kind === "open" && c.cancelledAt) return { status: "skipped", reason: "créneau annulé avant l'envoi" };
  if (c.kind === "cancel") {
    if (c.openStatus === "pending" || c.openStatus === "sending") return { status: "defer" };
    if (c.openStatus !== "sent") return { status: "skipped", reason: "annonce jamais envoyée" };
  }
  return null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function sendEmail(db: Db, c: Context, now: Date, deps: DeliverDeps): Promise<Outcome> {
  const day = parisDayKey(now);
  if (!(await takeEmailSlot(db, c.userId, day))) return { status: "skipped", reason: "plafond quotidien d'e-mails atteint" };
  // APP_URL when set; otherwise the origin the rider created the alert on (as reset e-mails follow the request's).
  const appUrl = deps.appUrl ?? (appUrlIsSet() ? env().APP_URL : (c.linkOrigin ?? env().APP_URL));
  const token = signUnsubscribeToken(c.alertId, deps.secret ?? env().BETTER_AUTH_SECRET);
  const mail = alertEmail({
    to: c.to,
    kind: c.kind,
    spotName: c.spotName,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    summary: readSummary(c.summary),
    forecastUrl: new URL(`/spots/${c.spotId}/weather`, appUrl).toString(),
    unsubscribeUrl: new URL(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, appUrl).toString(),
  });
  try {
    await (deps.sendMail ?? realSendMail)(mail, { idempotencyKey: idempotencyKey(c.id) });
    return { status: "sent" };
  } catch (error) {
    // Resend already sent this key's e-mail, whose content has changed since (a newer forecast): it went out.
    if (error instanceof MailRefused && error.code === ALREADY_SENT) return { status: "sent" };
    await giveBackEmailSlot(db, c.userId, day);
    return { status: "retry", error: errorText(error) };
  }
}

function pushPayload(c: Pick<Context, "kind" | "spotId" | "spotName" | "windowId" | "startsAt" | "endsAt" | "summary">): PushPayload {
  const when = windowWhen(c.startsAt, c.endsAt);
  const s = readSummary(c.summary);
  const url = `/spots/${c.spotId}/weather`;
  const tag = `alert-window-${c.windowId}`; // the « annulé » replaces the announcement on the device
  if (c.kind === "cancel") return { title: ALERT_TEXTS.pushCancelTitle(c.spotName), body: ALERT_TEXTS.pushCancelBody(when), url, tag };
  const body = s ? ALERT_TEXTS.pushOpenBody(when, s.avgWindKn, s.maxGustKn, s.directionDeg, s.kiteSizeM2, s.confidence) : when;
  return { title: ALERT_TEXTS.pushOpenTitle(c.spotName), body, url, tag };
}

/** Delivered to at least one browser: sent. No browser left: skipped. Only failures: retried. */
async function sendPush(db: Db, c: Context, deps: DeliverDeps): Promise<Outcome> {
  try {
    const outcome = await (deps.sendPush ?? sendPushToUser)(db, c.userId, pushPayload(c));
    if (outcome.delivered > 0) return { status: "sent" };
    if (outcome.failed > 0) return { status: "retry", error: `${outcome.failed} abonnement(s) en échec` };
    if (outcome.limited > 0) return { status: "skipped", reason: "plafond horaire de notifications atteint" };
    return { status: "skipped", reason: outcome.subscriptions ? "abonnements expirés ou refusés" : "aucun navigateur abonné" };
  } catch (error) {
    return { status: "retry", error: errorText(error) };
  }
}

async function finish(db: Db, row: Claimed, outcome: Outcome, now: Date): Promise<keyof DeliverReport> {
  switch (outcome.status) {
    case "sent":
      await endDelivery(db, row.id, { status: "sent", at: now });
      return "sent";
    case "skipped":
      await endDelivery(db, row.id, { status: "skipped", reason: outcome.reason });
      return "skipped";
    case "defer":
      await endDelivery(db, row.id, { status: "deferred", until: new Date(now.getTime() + CANCEL_WAIT_MS) });
      return "deferred";
    case "retry": {
      const last = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      const next = new Date(now.getTime() + DELIVERY_RETRY_DELAYS_MS[Math.min(row.attempts, DELIVERY_RETRY_DELAYS_MS.length) - 1]!);
      await endDelivery(db, row.id, last ? { status: "failed", error: outcome.error } : { status: "retry", at: next, error: outcome.error });
      console.warn(`[alertes] envoi ${row.id} (essai ${row.attempts}) : ${outcome.error}${last ? " ; abandon" : " ; nouvel essai plus tard"}`);
      return last ? "failed" : "retried";
    }
  }
}

async function deliverOne(db: Db, row: Claimed, c: Context | undefined, now: Date, deps: DeliverDeps): Promise<keyof DeliverReport> {
  if (!c) return "skipped"; // deleted with its alert meanwhile (the cascade took the row too)
  const outcome = gate(c) ?? (c.channel === "email" ? await sendEmail(db, c, now, deps) : await sendPush(db, c, deps));
  return finish(db, row, outcome, now);
}

/**
 * Sends every due message, batch after batch, until none is due or MAX_SWEEP_MS have passed; the counts of
 * what happened. `now` is when the sweep starts (tests give theirs); each batch is claimed at `now` plus the
 * time the sweep has taken, so a long sweep never claims with a timeout already run out.
 */
export async function deliverDue(db: Db, start = new Date(), deps: DeliverDeps = {}): Promise<DeliverReport> {
  const report: DeliverReport = { sent: 0, skipped: 0, retried: 0, failed: 0, deferred: 0 };
  const t0 = performance.now();
  for (;;) {
    const elapsed = performance.now() - t0;
    if (elapsed > MAX_SWEEP_MS) return report;
    const now = new Date(start.getTime() + elapsed);
    const batch = await claim(db, now, deps.batchSize ?? BATCH_SIZE);
    if (!batch.length) return report;
    const byId = new Map((await deliveryContexts(db, batch.map((r) => r.id))).map((c) => [c.id, c]));
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, batch.length) }, async () => {
        while (next < batch.length) {
          const row = batch[next++]!;
          try {
            report[await deliverOne(db, row, byId.get(row.id), now, deps)]++;
          } catch (error) {
            // A database error here leaves the row claimed: it comes back after CLAIM_TIMEOUT_MS.
            console.error(`[alertes] envoi ${row.id} : ${errorText(error)}`);
          }
        }
      }),
    );
  }
}
