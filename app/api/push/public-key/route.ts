import { AppError } from "@/lib/http/errors";
import { api } from "@/lib/http/handler";
import { PUSH_MESSAGES } from "@/lib/push/messages";
import { vapidDetails } from "@/lib/push/vapid";

/** The VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export const GET = api.fast.handle(() => {
  const vapid = vapidDetails();
  if (!vapid) throw new AppError(503, PUSH_MESSAGES.unavailable);
  return Response.json({ publicKey: vapid.publicKey });
});
