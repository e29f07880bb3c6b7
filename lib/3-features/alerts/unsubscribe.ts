import { z } from "zod";
import type { Db } from "../../../db/client";
import { env } from "../../0-base/env";
import { Invalid, NotFound } from "../../0-base/errors";
import { unsubscribeTarget } from "../../2-stores/alerts/store";
import { UNSUBSCRIBE_TEXTS } from "../../1-domain/alerts/messages-unsubscribe";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../1-domain/alerts/unsubscribe-token";

/*
 * The one-click unsubscribe of alert e-mails (RFC 8058). The e-mail's link and its
 * `List-Unsubscribe` header both name UNSUBSCRIBE_API_PATH with the signed token in the query:
 * - GET never changes anything (mail scanners prefetch links): a browser is sent to the page that names the
 *   spot and offers the button, another client gets the alert's state in JSON;
 * - POST pauses the alert; the provider sends `List-Unsubscribe=One-Click` with no cookie and no Origin, the
 *   page's button sends the same.
 */
export const UNSUBSCRIBE_API_PATH = "/api/alerts/unsubscribe";
export const UNSUBSCRIBE_PAGE_PATH = "/alertes/desabonnement";
export const ONE_CLICK_FIELD = "List-Unsubscribe";
export const ONE_CLICK_VALUE = "One-Click";

/** The link of an alert's e-mail (relative to APP_URL), for the body and the `List-Unsubscribe` header. */
export function unsubscribeApiPath(alertId: number, secret = env().BETTER_AUTH_SECRET): string {
  return `${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(signUnsubscribeToken(alertId, secret))}`;
}

export function unsubscribePagePath(token: string | undefined): string {
  return token === undefined ? UNSUBSCRIBE_PAGE_PATH : `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

// Anything can arrive in the query: the token is checked by its signature, not by the schema.
export const UnsubscribeQuerySchema = z.object({ token: z.string().optional() });

export const OneClickUnsubscribeSchema = z.object(
  { [ONE_CLICK_FIELD]: z.literal(ONE_CLICK_VALUE, UNSUBSCRIBE_TEXTS.notOneClick) },
  { error: UNSUBSCRIBE_TEXTS.notOneClick },
);

/** The alert a token was signed for; a forged, truncated or missing token is a 400 in French. */
export function alertIdFromToken(token: string | undefined): number {
  const alertId = verifyUnsubscribeToken(token, env().BETTER_AUTH_SECRET);
  if (alertId === null) throw new Invalid(UNSUBSCRIBE_TEXTS.invalidLink);
  return alertId;
}

/** A browser navigating (the e-mail's link, the page's button), rather than a mail provider or a scanner. */
export function isBrowserNavigation(req: Request): boolean {
  return req.headers.get("sec-fetch-dest") === "document" || /\btext\/html\b/i.test(req.headers.get("accept") ?? "");
}

export type UnsubscribePageState =
  | { kind: "invalid" }
  | { kind: "missing" }
  | { kind: "active" | "paused"; spotName: string; token: string };

/** What the page shows for a token; it reads only (GET must change nothing). */
export async function unsubscribePageState(db: Db, token: string | undefined): Promise<UnsubscribePageState> {
  const alertId = verifyUnsubscribeToken(token, env().BETTER_AUTH_SECRET);
  if (alertId === null || token === undefined) return { kind: "invalid" };
  try {
    const target = await unsubscribeTarget(db, alertId);
    return { kind: target.paused ? "paused" : "active", spotName: target.spotName, token };
  } catch (error) {
    if (error instanceof NotFound) return { kind: "missing" };
    throw error;
  }
}
