"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { getJson } from "@/lib/browser/api/client";
import { ChatClient } from "@/lib/browser/chat/client";
import { channelView, chatReducer, displayedMessages, initialChatState } from "@/lib/1-domain/chat/state";
import { realtimeUrl } from "@/lib/1-domain/chat/connection";
import { useAuth } from "@/components/auth/use-auth";
import { useRuntimeConfig } from "@/components/providers";

const ERROR_VISIBLE_MS = 6000;

/** A fresh socket credential for each connection attempt; a failure is only logged (spec §8). */
async function fetchRealtimeToken(): Promise<string | null> {
  try {
    const body = await getJson<{ token: string }>("/api/realtime-token")();
    return body?.token ?? null;
  } catch (error) {
    console.error("[chat] jeton temps réel indisponible :", error);
    return null;
  }
}

/**
 * The chat of one channel, for as long as the panel is open: mounting opens the socket and joins the channel;
 * unmounting (collapse) leaves it and closes the socket (spec §4). The user's own messages show at once, as
 * « envoi… » until the service acknowledges them, or with the reason they failed and « Réessayer ».
 */
export function useChat(channelId: number, online: boolean) {
  const { realtimeUrl: publicUrl, realtimePort } = useRuntimeConfig();
  const { user } = useAuth();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [error, setError] = useState<string | null>(null);
  // Stays: the service closed the socket for good (logout, password reset or expiry elsewhere).
  const [ended, setEnded] = useState<string | null>(null);
  const clientRef = useRef<ChatClient | null>(null);

  useEffect(() => {
    const url = realtimeUrl({ realtimeUrl: publicUrl, realtimePort }, window.location);
    const client = new ChatClient(url, fetchRealtimeToken, {
      connection: (connected) => dispatch({ type: "connection", connected }),
      recent: (payload) => dispatch({ type: "recent", payload }),
      message: (message) => dispatch({ type: "message", message }),
      typing: (payload) => dispatch({ type: "typing", payload }),
      stopTyping: (payload) => dispatch({ type: "stopTyping", payload }),
      error: (payload) => setError(payload.message),
      joinRefused: ({ channelId: refused, message }) => dispatch({ type: "joinRefused", channelId: refused, message }),
      delivery: (update) => dispatch({ type: "delivery", update }),
      sessionEnded: (payload) => setEnded(payload.message),
    });
    clientRef.current = client;
    client.join(channelId);
    client.connect();
    return () => {
      client.leave(channelId);
      client.close();
      clientRef.current = null;
      dispatch({ type: "connection", connected: false });
    };
  }, [channelId, publicUrl, realtimePort]);

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
    error: ended ?? error,
    send: (content: string, type: "text" | "image" = "text") => {
      setError(null);
      clientRef.current?.send(channelId, content, type);
    },
    inputChanged: () => clientRef.current?.inputChanged(channelId),
  };
}
