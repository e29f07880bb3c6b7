import type { Server, Socket } from "socket.io";
import type { Db } from "../db/client";
import { IMAGE_RATE, JOIN_RATE, MESSAGE_RATE, TYPING_RATE } from "../lib/chat/constants";
import { CHAT_EVENTS, channelRoom, type ChatErrorPayload, type TypingPayload } from "../lib/chat/events";
import { CHAT_ERRORS } from "../lib/chat/messages-fr";
import { ensureChannel, recentMessages } from "../lib/chat/store";
import { createMessageWriter } from "../lib/chat/writer";
import { ChannelPayloadSchema, firstIssue, SendMessageSchema } from "../lib/validation/chat";
import type { z } from "../lib/validation/zod";
import type { SocketData } from "./auth";
import { SlidingWindowLimiter } from "./rate-limit";

/*
 * The chat events of spec §7. Every payload is checked with its schema; anything refused gets a CHAT_ERROR
 * with a French message and changes nothing. Each socket's events run one after another, so a JOIN_CHANNEL
 * immediately followed by a SEND_MESSAGE finds the channel joined, and one user's messages keep their order.
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

    const fail = (event: string, message: string, channelId?: number) =>
      socket.emit(CHAT_EVENTS.CHAT_ERROR, { message, event, channelId } satisfies ChatErrorPayload);

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

    /** Runs a handler after the previous ones of this socket; an unexpected failure never crashes the process. */
    const on = (event: string, handler: (payload: unknown) => Promise<void> | void) => {
      socket.on(event, (payload: unknown) => {
        queue = queue.then(async () => {
          try {
            await handler(payload);
          } catch (error) {
            console.error(`[realtime] ${event} a échoué :`, error instanceof Error ? error.message : error);
            fail(event, event === CHAT_EVENTS.JOIN_CHANNEL ? CHAT_ERRORS.joinFailed : CHAT_ERRORS.storeFailed);
          }
        });
      });
    };

    on(CHAT_EVENTS.JOIN_CHANNEL, async (payload) => {
      const input = parse(CHAT_EVENTS.JOIN_CHANNEL, ChannelPayloadSchema, payload);
      if (!input) return;
      const { channelId } = input;
      if (!joinLimiter.take(user.userId)) return void fail(CHAT_EVENTS.JOIN_CHANNEL, CHAT_ERRORS.joinRateLimited, channelId);
      if (!knownChannels.has(channelId)) {
        if (!(await ensureChannel(db, channelId))) return void fail(CHAT_EVENTS.JOIN_CHANNEL, CHAT_ERRORS.unknownSpot, channelId);
        knownChannels.add(channelId);
      }
      await socket.join(channelRoom(channelId));
      // Joined first, then read: a message stored meanwhile arrives twice at worst (the widget keeps one).
      const messages = await recentMessages(db, channelId);
      socket.emit(CHAT_EVENTS.RECENT_MESSAGES, { channelId, messages });
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

    on(CHAT_EVENTS.SEND_MESSAGE, async (payload) => {
      const event = CHAT_EVENTS.SEND_MESSAGE;
      const input = parse(event, SendMessageSchema, payload);
      if (!input) return;
      const { channelId, type, content } = input;
      if (!socket.rooms.has(channelRoom(channelId))) return void fail(event, CHAT_ERRORS.notJoined, channelId);
      if (!messageLimiter.take(user.userId)) return void fail(event, CHAT_ERRORS.rateLimited, channelId);
      if (type === "image" && !imageLimiter.take(user.userId)) return void fail(event, CHAT_ERRORS.imageRateLimited, channelId);
      // Stored before anyone sees it: a restart loses nothing that was broadcast.
      const message = await writer.store({ channelId, author: { id: user.userId, username: user.username }, content, type });
      stopTyping(channelId);
      io.to(channelRoom(channelId)).emit(CHAT_EVENTS.NEW_MESSAGE, message);
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
