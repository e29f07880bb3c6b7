import { pauseAlertByToken, unsubscribeTarget } from "@/lib/2-stores/alerts/store";
import {
  alertIdFromToken,
  isBrowserNavigation,
  OneClickUnsubscribeSchema,
  unsubscribePagePath,
  UnsubscribeQuerySchema,
} from "@/lib/3-features/alerts/unsubscribe";
import { UNSUBSCRIBE_TEXTS } from "@/lib/1-domain/alerts/messages-unsubscribe";
import { api } from "@/lib/4-edge/http/handler";

/* The one-click unsubscribe of alert e-mails (RFC 8058); see lib/3-features/alerts/unsubscribe.ts. */
const toPage = (token: string | undefined) =>
  new Response(null, { status: 303, headers: { location: unsubscribePagePath(token), "cache-control": "no-store" } });

/** Changes nothing: a browser goes to the page (which names the spot and offers the button), others get the state. */
export const GET = api.public.query(UnsubscribeQuerySchema).handle(async ({ db, query, req }) => {
  if (isBrowserNavigation(req)) return toPage(query.token);
  return Response.json(await unsubscribeTarget(db, alertIdFromToken(query.token)), { headers: { "cache-control": "no-store" } });
});

/** Pauses the alert the token names: 200 for the mail provider, back to the page (« Alerte mise en pause ») for a browser. */
export const POST = api.public
  .crossOrigin("RFC 8058: mail providers POST with no Origin and no cookie; the signed token alone authorises, and only pauses its one alert")
  .query(UnsubscribeQuerySchema)
  .form(OneClickUnsubscribeSchema)
  .handle(async ({ db, query, req }) => {
    const { spotName } = await pauseAlertByToken(db, alertIdFromToken(query.token));
    if (isBrowserNavigation(req)) return toPage(query.token);
    return Response.json({ message: UNSUBSCRIBE_TEXTS.pausedTitle, spotName }, { headers: { "cache-control": "no-store" } });
  });
