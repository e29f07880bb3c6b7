import type { Db } from "../../db/client";

/* Web Push to a rider's browsers (issue 13). PLACEHOLDER replaced by the push work: the contract only. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** delivered: accepted by the push service; gone: 404/410, subscription deleted; failed: other errors (retry later). */
export type PushOutcome = { subscriptions: number; delivered: number; gone: number; failed: number };

export async function sendPushToUser(_db: Db, _userId: number, _payload: PushPayload): Promise<PushOutcome> {
  throw new Error("sendPushToUser: not written yet");
}
