import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Socket } from "socket.io-client";
import { getDb } from "../db/client";
import { passwordResetTokens, realtimeCredentials } from "../db/schema";
import { resetPassword } from "../lib/4-edge/auth/password-reset";
import { CHAT_EVENTS, type ChatMessage, type SessionEndedPayload } from "../lib/1-domain/chat/events";
import { SESSION_CHECK_MS } from "../lib/1-domain/chat/limits";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { call, registerUser } from "../tests/support/api";
import {
  connectAs,
  connectRaw,
  createSession,
  createSpot,
  createUser,
  expireSession,
  nextEvent,
  serviceUrl,
  silence,
  storedMessages,
  tokenFor,
} from "../tests/support/realtime";
import { purgeUsedCredentials } from "../lib/2-stores/chat/credentials";
import { startRealtime } from "./server";

vi.mock("server-only", () => ({}));

/*
 * Issue 9: a socket dies with its web session (logout, password reset, expiry) within a few seconds, on
 * every instance, and each credential opens one socket only. Two instances share the database (rooms would
 * go through Redis, tested in redis.test.ts; sessions and credentials need only the database).
 */
type Service = Awaited<ReturnType<typeof startRealtime>>;
let one: Service;
let two: Service;
const open: Socket[] = [];
/** The check runs every SESSION_CHECK_MS: a socket must be closed within that plus a margin. */
const WITHIN_MS = SESSION_CHECK_MS + 2500;

beforeAll(async () => {
  one = await startRealtime(0, { redisUrl: null, db: getDb(), liveWind: false });
  two = await startRealtime(0, { redisUrl: null, db: getDb(), liveWind: false });
});

afterAll(async () => {
  for (const s of open) s.close();
  await one?.close();
  await two?.close();
});

async function realtimeToken(cookie: string): Promise<string> {
  const { GET } = await import("../app/api/realtime-token/route");
  const res = await call(GET, { path: "/api/realtime-token", cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function connect(service: Service, token: string): Promise<Socket> {
  const socket = await connectRaw(serviceUrl(service.port), { token });
  open.push(socket);
  return socket;
}

/** Resolves with the SESSION_ENDED message once the socket is also disconnected by the server. */
function ended(socket: Socket): Promise<{ message: string; reason: string }> {
  const reason = nextEvent<string>(socket, "disconnect", () => true, WITHIN_MS);
  return nextEvent<SessionEndedPayload>(socket, CHAT_EVENTS.SESSION_ENDED, () => true, WITHIN_MS).then(async (p) => ({
    message: p.message,
    reason: await reason,
  }));
}

describe("a socket lives with its web session", () => {
  it("logout closes every socket of that session on every instance within a few seconds; another device stays", async () => {
    const { user, cookie, username } = await registerUser();
    const onOne = await connect(one, await realtimeToken(cookie));
    const onTwo = await connect(two, await realtimeToken(cookie));
    const otherDevice = await connectAs(serviceUrl(one.port), { userId: user.id, username, sessionId: await createSession(user.id) });
    open.push(otherDevice);
    const spotId = await createSpot();
    otherDevice.emit(CHAT_EVENTS.JOIN_CHANNEL, { channelId: spotId });
    await nextEvent(otherDevice, CHAT_EVENTS.RECENT_MESSAGES);
    const unused = await realtimeToken(cookie);

    const endOne = ended(onOne);
    const endTwo = ended(onTwo);
    const stays = silence(otherDevice, "disconnect", WITHIN_MS);
    const { POST: logout } = await import("../app/api/logout/route");
    const started = Date.now();
    expect((await call(logout, { method: "POST", path: "/api/logout", cookie })).status).toBe(200);

    expect(await endOne).toEqual({ message: CHAT_ERRORS.sessionEnded, reason: "io server disconnect" });
    expect(await endTwo).toEqual({ message: CHAT_ERRORS.sessionEnded, reason: "io server disconnect" });
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(onOne.connected || onTwo.connected).toBe(false);
    // A credential fetched before the logout opens nothing after it.
    await expect(connectRaw(serviceUrl(one.port), { token: unused })).rejects.toThrow(CHAT_ERRORS.authRequired);

    expect(await stays).toBe(true);
    const sent = nextEvent<ChatMessage>(otherDevice, CHAT_EVENTS.NEW_MESSAGE);
    otherDevice.emit(CHAT_EVENTS.SEND_MESSAGE, { channelId: spotId, content: "toujours connecté", type: "text" });
    expect((await sent).content).toBe("toujours connecté");
    expect((await storedMessages(spotId)).map((m) => m.content)).toEqual(["toujours connecté"]);
  });

  it("a password reset closes the sockets of every session of the user", async () => {
    const { user, cookie, username } = await registerUser();
    const browser = await connect(one, await realtimeToken(cookie));
    const phone = await connect(two, tokenFor({ userId: user.id, username, sessionId: await createSession(user.id) }));
    const endBrowser = ended(browser);
    const endPhone = ended(phone);

    const token = crypto.randomBytes(32).toString("base64url");
    await getDb()
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: crypto.createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000) });
    await resetPassword(getDb(), token, "NouveauMotDePasse2026");

    expect((await endBrowser).message).toBe(CHAT_ERRORS.sessionEnded);
    expect((await endPhone).message).toBe(CHAT_ERRORS.sessionEnded);
  });

  it("an expired session closes its socket, and its credentials are refused", async () => {
    const user = await createUser();
    const socket = await connect(one, tokenFor(user));
    const end = ended(socket);
    await expireSession(user.sessionId);
    expect((await end).message).toBe(CHAT_ERRORS.sessionEnded);
    await expect(connectRaw(serviceUrl(two.port), { token: tokenFor(user) })).rejects.toThrow(CHAT_ERRORS.authRequired);
  });

  it("refuses a credential naming a session that does not exist or belongs to someone else", async () => {
    const alice = await createUser();
    const bruno = await createUser();
    await expect(connectRaw(serviceUrl(one.port), { token: tokenFor({ ...alice, sessionId: 2_000_000_000 }) })).rejects.toThrow(
      CHAT_ERRORS.authRequired,
    );
    await expect(connectRaw(serviceUrl(one.port), { token: tokenFor({ ...alice, sessionId: bruno.sessionId }) })).rejects.toThrow(
      CHAT_ERRORS.authRequired,
    );
  });
});

describe("one credential, one socket", () => {
  it("a second connection with the same credential is refused, on the same instance or another", async () => {
    const user = await createUser();
    const token = tokenFor(user);
    const first = await connect(one, token);
    expect(first.connected).toBe(true);
    await expect(connectRaw(serviceUrl(one.port), { token })).rejects.toThrow(CHAT_ERRORS.authRequired);
    await expect(connectRaw(serviceUrl(two.port), { token })).rejects.toThrow(CHAT_ERRORS.authRequired);
    // Five sockets need five credentials.
    const more = await Promise.all(Array.from({ length: 4 }, () => connect(two, tokenFor(user))));
    expect(more.every((s) => s.connected)).toBe(true);
  });

  it("used credentials are forgotten once expired", async () => {
    const expired = `expire-${crypto.randomBytes(8).toString("hex")}`;
    const live = `vivant-${crypto.randomBytes(8).toString("hex")}`;
    await getDb()
      .insert(realtimeCredentials)
      .values([
        { jti: expired, expiresAt: new Date(Date.now() - 1000) },
        { jti: live, expiresAt: new Date(Date.now() + 60_000) },
      ]);
    await purgeUsedCredentials(getDb());
    const left = await getDb().select().from(realtimeCredentials).where(inArray(realtimeCredentials.jti, [expired, live]));
    expect(left.map((r) => r.jti)).toEqual([live]);
    await getDb().delete(realtimeCredentials).where(eq(realtimeCredentials.jti, live));
  });
});
