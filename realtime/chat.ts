import type { Server, Socket } from "socket.io";
import type { Db } from "../db/client";
import { CHAT_EVENTS, channelRoom, type ChatErrorPayload, type ChatMessage, type SendMessageAck, type TypingPayload } from "../lib/1-domain/chat/events";
import { reencodeImage } from "../lib/3-features/chat/image-reencode";
import { IMAGE_RATE, JOIN_BUSY_MS, JOIN_RATE, JOIN_RETRY_AFTER_MS, MESSAGE_RATE, TYPING_RATE } from "../lib/1-domain/chat/limits";
import { TIMED_OUT, within } from "../lib/0-base/within";
import { CHAT_ERRORS } from "../lib/1-domain/chat/messages";
import { takeImageQuota } from "../lib/2-stores/chat/quota";
import { ensureChannel, messageByClientId, recentMessages } from "../lib/2-stores/chat/store";
import { createMessageWriter } from "../lib/3-features/chat/writer";
import { composeReport } from "../lib/3-features/logbook/report";
import { ChannelPayloadSchema, firstIssue, SendMessageSchema } from "../lib/1-domain/validation/chat";
import type { z } from "../lib/0-base/zod";
import type { SocketData } from "./auth";
import { SlidingWindowLimiter } from "../lib/2-stores/rate-limits/memory";

/*
 * The chat events of spec §7. Every payload is checked with its schema; anything refused gets a CHAT_ERROR
 * with a French message and changes nothing. Each socket's events run one after another, so a JOIN_CHANNEL
 * immediately followed by a SEND_MESSAGE finds the channel joined, and one user's messages keep their order.
 * SEND_MESSAGE is acknowledged (Socket.IO ack) with the stored message's id or the French refusal, and may carry
 * an idempotency key (`clientId`): a retry of a message already stored returns (and re-broadcasts) that message.
 * A « report » (a session of the sender's logbook) is keyed by its session: told once per session.
 */
export function registerChat(io: Server, db: Db) {
  const messageLimiter = new SlidingWindowLimiter(MESSAGE_RATE.limit, MESSAGE_RATE.windowMs);
  const imageLimiter = new SlidingWindowLimiter(IMAGE_RATE.limit, IMAGE_RATE.windowMs);
  const typingLimiter = new SlidingWindowLimiter(TYPING_RATE.limit, TYPING_RATE.windowMs);
  const joinLimiter = new SlidingWindowLimiter(JOIN_RATE.limit, JOIN_RATE.windowMs);
  // Channels known to exist: a join then costs one query (the recent messages), not three.
  const knownChannels = new Set<number>();
  const writer = createMessageWriter(db);

  io.on("connection", (socket: Socket) => {
    const { user } = socket.data as SocketData;
    const typingIn = new Set<number>();
    let queue: Promise<unknown> = Promise.resolve();

    const fail = (event: string, message: string, channelId?: number, clientId?: string, retryAfterMs?: number) =>
      socket.emit(CHAT_EVENTS.CHAT_ERROR, { message, event, channelId, clientId, retryAfterMs } satisfies ChatErrorPayload);

    const parse = <S extends z.ZodType>(event: string, schema: S, payload: unknown): z.infer<S> | null => {
      if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
        fail(event, CHAT_ERRORS.badPayload);
        return null;
      }
      const result = schema.safeParse(payload);
      if (result.success) return result.data;
      const channelId = (payload as { channelId?: unknown }).channelId;
      fail(event, firstIssue(result.error), typeof channelId === "number" ? channelId : undefined);
      return null;
    };

    const stopTyping = (channelId: number) => {
      if (!typingIn.delete(channelId)) return;
      const payload: TypingPayload = { channelId, userId: user.userId, username: user.username };
      socket.to(channelRoom(channelId)).emit(CHAT_EVENTS.STOP_TYPING, payload);
    };

    type Ack = (answer: SendMessageAck) => void;
    /**
     * Runs a handler after the previous ones of this socket; an unexpected failure never crashes the process.
     * `ack` is the client's acknowledgement callback, a no-op when it gave none.
     */
    const on = (event: string, handler: (payload: unknown, ack: Ack) => Promise<void> | void) => {
      socket.on(event, (payload: unknown, callback?: unknown) => {
        const ack: Ack = typeof callback === "function" ? (answer) => callback(answer) : () => undefined;
        queue = queue.then(async () => {
          try {
            await handler(payload, ack);
          } catch (error) {
            console.error(`[realtime] ${event} a échoué :`, error instanceof Error ? error.message : error);
            const joining = event === CHAT_EVENTS.JOIN_CHANNEL;
            const message = joining ? CHAT_ERRORS.joinFailed : CHAT_ERRORS.storeFailed;
            const { clientId, channelId } = (payload ?? {}) as { clientId?: unknown; channelId?: unknown };
            fail(
              event,
              message,
              typeof channelId === "number" ? channelId : undefined,
              typeof clientId === "string" ? clientId : undefined,
              joining ? JOIN_RETRY_AFTER_MS : undefined,
            );
            ack({ ok: false, message });
          }
        });
      });
    };

    /** Broadcasts a stored message (again, for a retry: clients keep one copy per id), then acknowledges it. */
    const deliver = (message: ChatMessage, ack: Ack) => {
      stopTyping(message.channelId);
      io.to(channelRoom(message.channelId)).emit(CHAT_EVENTS.NEW_MESSAGE, message);
      ack({ ok: true, id: message.id });
    };

    on(CHAT_EVENTS.JOIN_CHANNEL, async (payload) => {
      const input = parse(CHAT_EVENTS.JOIN_CHANNEL, ChannelPayloadSchema, payload);
      if (!input) return;
      const { channelId } = input;
      const refuse = (message: string, retryAfterMs?: number) => fail(CHAT_EVENTS.JOIN_CHANNEL, message, channelId, undefined, retryAfterMs);
      if (!joinLimiter.take(user.userId)) return void refuse(CHAT_ERRORS.joinRateLimited, joinLimiter.waitMs(user.userId));
      const answer = (async () => {
        if (!knownChannels.has(channelId)) {
          if (!(await ensureChannel(db, channelId))) return null;
          knownChannels.add(channelId);
        }
        await socket.join(channelRoom(channelId));
        // Joined first, then read: a message stored meanwhile arrives twice at worst (the widget keeps one).
        return recentMessages(db, channelId);
      })();
      // The socket's next events do not wait behind a slow database: « busy » now, the messages when they come.
      const settled = await within(answer, JOIN_BUSY_MS);
      if (settled === TIMED_OUT) {
        refuse(CHAT_ERRORS.joinBusy, JOIN_RETRY_AFTER_MS);
        answer.then(
          (messages) => messages && socket.emit(CHAT_EVENTS.RECENT_MESSAGES, { channelId, messages }),
          (error: unknown) => console.error("[realtime] JOIN_CHANNEL a échoué :", error instanceof Error ? error.message : error),
        );
        return;
      }
      if (settled === null) return void refuse(CHAT_ERRORS.unknownSpot);
      socket.emit(CHAT_EVENTS.RECENT_MESSAGES, { channelId, messages: settled });
    });

    on(CHAT_EVENTS.LEAVE_CHANNEL, async (payload) => {
      const input = parse(CHAT_EVENTS.LEAVE_CHANNEL, ChannelPayloadSchema, payload);
      if (!input) return;
      stopTyping(input.channelId);
      await socket.leave(channelRoom(input.channelId));
    });

    on(CHAT_EVENTS.TYPING, (payload) => {
      const input = parse(CHAT_EVENTS.TYPING, ChannelPayloadSchema, payload);
      // Typing in a channel not joined, or too often, is dropped silently: it is only a hint.
      if (!input || !socket.rooms.has(channelRoom(input.channelId)) || !typingLimiter.take(user.userId)) return;
      typingIn.add(input.channelId);
      const out: TypingPayload = { channelId: input.channelId, userId: user.userId, username: user.username };
      socket.to(channelRoom(input.channelId)).emit(CHAT_EVENTS.TYPING, out);
    });

    on(CHAT_EVENTS.STOP_TYPING, (payload) => {
      const input = parse(CHAT_EVENTS.STOP_TYPING, ChannelPayloadSchema, payload);
      if (input) stopTyping(input.channelId);
    });

    on(CHAT_EVENTS.SEND_MESSAGE, async (payload, ack) => {
      const event = CHAT_EVENTS.SEND_MESSAGE;
      const given = (payload as { clientId?: unknown } | null)?.clientId;
      const refuse = (message: string, channelId?: number) => {
        fail(event, message, channelId, typeof given === "string" ? given : undefined);
        ack({ ok: false, message });
      };
      if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return refuse(CHAT_ERRORS.badPayload);
      const result = SendMessageSchema.safeParse(payload);
      if (!result.success) {
        const channelId = (payload as { channelId?: unknown }).channelId;
        return refuse(firstIssue(result.error), typeof channelId === "number" ? channelId : undefined);
      }
      const message = result.data;
      const { channelId, type } = message;
      let { clientId } = message;
      const author = { id: user.userId, username: user.username };
      // A report needs no join: its stored session names its spot, and the sender need not load the channel's messages.
      if (type !== "report" && !socket.rooms.has(channelRoom(channelId))) return refuse(CHAT_ERRORS.notJoined, channelId);
      if (!messageLimiter.take(user.userId)) return refuse(CHAT_ERRORS.rateLimited, channelId);
      let content: string;
      if (message.type === "report") {
        const report = await composeReport(db, user.userId, channelId, message.content);
        if (!report.ok) return refuse(report.message, channelId);
        if (!knownChannels.has(channelId)) {
          if (!(await ensureChannel(db, channelId))) return refuse(CHAT_ERRORS.unknownSpot, channelId);
          knownChannels.add(channelId);
        }
        ({ content, clientId } = report);
      } else if (message.type === "image") {
        // A retried image already stored is neither decoded nor counted again.
        const stored = clientId ? await messageByClientId(db, author, clientId) : null;
        if (stored) return deliver(stored, ack);
        if (!imageLimiter.take(user.userId)) return refuse(CHAT_ERRORS.imageRateLimited, channelId);
        const image = await reencodeImage(message.content);
        if (!image.ok) return refuse(image.message, channelId);
        if (!(await takeImageQuota(db, user.userId, image.bytes))) return refuse(CHAT_ERRORS.imageQuota, channelId);
        content = image.dataUrl;
      } else content = message.content;
      // Stored before anyone sees it: a restart loses nothing that was broadcast.
      deliver(await writer.store({ channelId, author, content, type, clientId }), ack);
    });

    socket.on("disconnecting", () => {
      for (const channelId of [...typingIn]) stopTyping(channelId);
    });
  });

  return {
    close() {
      messageLimiter.close();
      imageLimiter.close();
      typingLimiter.close();
      joinLimiter.close();
    },
  };
}
