"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { ChatClient } from "@/lib/browser/chat/client";
import type { ConnectionState } from "@/lib/browser/realtime/connection";
import { pageConnection } from "@/lib/browser/realtime/page-connection";
import { channelView, chatReducer, displayedMessages, initialChatState } from "@/lib/1-domain/chat/state";
import { useAuth } from "@/components/auth/use-auth";

const ERROR_VISIBLE_MS = 6000;

/**
 * The chat of one channel, for as long as the panel is open: mounting joins the channel on the page's one socket
 * (opened now unless the live wind already did); unmounting (collapse) leaves it (spec §4), the socket closing
 * when nothing else of the page uses it. The user's own messages show at once, as « envoi… » until the service
 * acknowledges them, or with the reason they failed and « Réessayer ». A refused connection is said, with when it
 * is tried again.
 */
export function useChat(channelId: number, online: boolean) {
  const { user } = useAuth();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [error, setError] = useState<string | null>(null);
  // The page socket's state: refused (why, and when it is tried again), or closed for good (logout, password
  // reset or expiry elsewhere).
  const [socketState, setSocketState] = useState<ConnectionState | null>(null);
  const clientRef = useRef<ChatClient | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void pageConnection().then((connection) => {
      if (cancelled) return;
      const stopWatching = connection.watch(setSocketState);
      const client = new ChatClient(connection, {
        connection: (connected) => dispatch({ type: "connection", connected }),
        recent: (payload) => dispatch({ type: "recent", payload }),
        message: (message) => dispatch({ type: "message", message }),
        typing: (payload) => dispatch({ type: "typing", payload }),
        stopTyping: (payload) => dispatch({ type: "stopTyping", payload }),
        error: (payload) => setError(payload.message),
        joinRefused: ({ channelId: refused, message }) => dispatch({ type: "joinRefused", channelId: refused, message }),
        delivery: (update) => dispatch({ type: "delivery", update }),
      });
      clientRef.current = client;
      client.join(channelId);
      client.connect();
      stop = () => {
        stopWatching();
        client.leave(channelId);
        client.close();
        clientRef.current = null;
        dispatch({ type: "connection", connected: false });
      };
    }, () => undefined); // the deployment's address could not be asked (offline): « Connexion au chat en cours... » stays, then the offline line
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [channelId]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const me = { id: user?.id ?? 0, username: user?.username ?? "" };
  const messages = displayedMessages(state, channelId, me).map((message) => {
    const delivery = message.delivery;
    if (delivery?.status !== "failed") return message;
    const retry = () => clientRef.current?.send(channelId, message.content, message.type, delivery.clientId);
    return { ...message, delivery: { ...delivery, retry } };
  });

  return {
    connected: state.connected,
    messages,
    /** What stands in place of the messages, or beside them (a join refused after they came). */
    view: channelView(state, channelId, online, messages.length),
    joinProblem: state.joinProblem[channelId] ?? null,
    typists: state.typing[channelId],
    error: socketState?.ended ?? error,
    /** Why the service refused the connection, and when it is tried again (epoch ms). */
    refused: socketState?.refused ?? null,
    send: (content: string, type: "text" | "image" = "text") => {
      setError(null);
      clientRef.current?.send(channelId, content, type);
    },
    inputChanged: () => clientRef.current?.inputChanged(channelId),
  };
}
