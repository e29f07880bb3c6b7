import { throwIfNotOk } from "../api/client";
import { runtimeConfig } from "../runtime-config";
import { realtimeUrl } from "../../1-domain/chat/connection";
import { RealtimeConnection, type TokenResult } from "./connection";

/*
 * The page's one socket: created on first use and kept for the tab, so the chat and the live wind of a page share
 * it, and a page replaced by another in the same tab (a tap on a link) keeps it rather than opening a new one. Where
 * the realtime service answers is the deployment's, asked once (GET /api/config): pages are shared documents.
 */

/** The socket outlives the last part of the page using it by this much: a new page takes it over. */
const PAGE_SOCKET_IDLE_MS = 10_000;

const REALTIME_TOKEN_PATH = "/api/realtime-token";

/**
 * Each connection attempt's credential (GET /api/realtime-token). A 429 is a refusal with its French reason and the
 * wait its Retry-After names; any other failure gives nothing (the attempt then fails and is tried again).
 */
async function fetchRealtimeToken(): Promise<TokenResult> {
  try {
    const res = await fetch(REALTIME_TOKEN_PATH, { credentials: "include", headers: { Accept: "application/json" } });
    if (res.status === 429) {
      const body = (await res.json().catch(() => ({}))) as { message?: unknown };
      const seconds = Number(res.headers.get("retry-after")) || 60;
      return typeof body.message === "string" ? { refused: { message: body.message, retryAfterMs: seconds * 1000 } } : null;
    }
    await throwIfNotOk(res);
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === "string" ? { token: body.token } : null;
  } catch (error) {
    console.error("[temps réel] jeton indisponible :", error);
    return null;
  }
}

let connection: Promise<RealtimeConnection> | undefined;

/** The tab's connection to the realtime service (created once; a failed look-up of the address is asked again next time). */
export function pageConnection(): Promise<RealtimeConnection> {
  connection ??= runtimeConfig().then(
    (config) => new RealtimeConnection(realtimeUrl(config, window.location), fetchRealtimeToken, PAGE_SOCKET_IDLE_MS),
    (error: unknown) => {
      connection = undefined;
      throw error;
    },
  );
  return connection;
}
