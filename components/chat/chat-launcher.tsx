"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useAuth } from "@/components/auth/use-auth";
import { ChatOpenButton } from "./chat-open-button";

// The chat's code (socket.io-client, the message schemas, the composer) is fetched on the first press only.
const loadChat = () => import("./chat-widget");
const ChatWidget = lazy(() => loadChat().then((m) => ({ default: m.ChatWidget })));

/**
 * What the forecast page mounts (spec §2): « Ouvrir le chat » for signed-in users. Pressing it loads the chat
 * and opens it; hovering or touching it starts the download a little earlier.
 */
export function ChatLauncher({ spotId, spotName, icon }: { spotId: number; spotName: string; icon: ReactNode }) {
  const { user } = useAuth();
  const [requested, setRequested] = useState(false);
  if (!user) return null;
  if (!requested) {
    return <ChatOpenButton icon={icon} onPointerEnter={() => void loadChat()} onFocus={() => void loadChat()} onClick={() => setRequested(true)} />;
  }
  return (
    <Suspense fallback={<ChatOpenButton icon={icon} disabled aria-busy />}>
      <ChatWidget spotId={spotId} spotName={spotName} openIcon={icon} initialOpen />
    </Suspense>
  );
}
