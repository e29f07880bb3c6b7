import { AppError } from "@/lib/0-base/errors";
import { api } from "@/lib/4-edge/http/handler";
import { PUSH_MESSAGES } from "@/lib/1-domain/push/messages";
import { vapidDetails } from "@/lib/2-stores/push/vapid";

/** The VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export const GET = api.fast.handle(() => {
  const vapid = vapidDetails();
  if (!vapid) throw new AppError(503, PUSH_MESSAGES.unavailable);
  return Response.json({ publicKey: vapid.publicKey });
});
