"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { getJson } from "@/lib/api/client";
import { ChatClient } from "@/lib/chat/client";
import { chatReducer, initialChatState } from "@/lib/chat/state";
import { realtimeUrl } from "@/lib/realtime/connection";
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
 * unmounting (collapse) leaves it and closes the socket (spec §4).
 */
export function useChat(channelId: number) {
  const { realtimeUrl: publicUrl, realtimePort } = useRuntimeConfig();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [error, setError] = useState<string | null>(null);
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

  return {
    connected: state.connected,
    messages: state.messages[channelId] ?? [],
    typists: state.typing[channelId],
    error,
    send: (content: string, type: "text" | "image" = "text") => {
      setError(null);
      clientRef.current?.send(channelId, content, type);
    },
    inputChanged: () => clientRef.current?.inputChanged(channelId),
  };
}
