import { api } from "@/lib/4-edge/http/handler";
import { removeSubscription, saveSubscription } from "@/lib/2-stores/push/subscriptions";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "@/lib/1-domain/validation/push";

/** This browser receives the signed-in rider's alerts; the same browser moves to whoever signs in on it. */
export const POST = api.session.body(PushSubscriptionSchema).handle(async ({ db, userId, body }) => {
  await saveSubscription(db, userId, body);
  return new Response(null, { status: 201 });
});

/** This browser stops receiving them. */
export const DELETE = api.session.body(PushUnsubscribeSchema).handle(async ({ db, userId, body }) => {
  await removeSubscription(db, userId, body.endpoint);
  return new Response(null, { status: 204 });
});
