"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { MessageCircle, Minimize2, WifiOff } from "lucide-react";
import { useAuth } from "@/components/auth/use-auth";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CHAT_TEXT } from "@/lib/1-domain/chat/messages";
import { typingLine, type ChannelView } from "@/lib/1-domain/chat/state";
import { ChatComposer } from "./chat-composer";
import { ChatMessageItem } from "./chat-message";
import { ChatOpenButton } from "./chat-open-button";
import { ImageDialog } from "./image-dialog";
import { useChat } from "./use-chat";
import { useSecondsUntil } from "@/components/realtime/use-countdown";

const TYPING_TEXT = { one: CHAT_TEXT.typingOne, many: CHAT_TEXT.typingMany };

/**
 * The spot's chat (spec §2): « Ouvrir le chat » at the bottom right for signed-in users; open, a panel
 * « Chat - <spot> » (full width on phones, 800 × 600 px on large screens) whose channel is the spot.
 */
export function ChatWidget({ spotId, spotName, openIcon, initialOpen = false }: { spotId: number; spotName: string; openIcon: ReactNode; initialOpen?: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(initialOpen);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const collapsed = useRef(false);
  // Back on « Ouvrir le chat » after « Réduire » or Escape, so a keyboard user does not lose their place.
  useEffect(() => {
    if (!open && collapsed.current) openButtonRef.current?.focus();
  }, [open]);
  if (!user) return null;
  if (!open) return <ChatOpenButton ref={openButtonRef} icon={openIcon} onClick={() => setOpen(true)} />;
  const collapse = () => {
    collapsed.current = true;
    setOpen(false);
  };
  return <ChatPanel spotId={spotId} spotName={spotName} userId={user.id} onCollapse={collapse} />;
}

function ChatPanel({ spotId, spotName, userId, onCollapse }: { spotId: number; spotName: string; userId: number; onCollapse: () => void }) {
  const online = useOnline();
  const chat = useChat(spotId, online);
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const title = CHAT_TEXT.title(spotName);
  const typing = typingLine(chat.typists, userId, TYPING_TEXT);
  const lastId = chat.messages.at(-1)?.id;

  // New messages scroll into view smoothly (spec §4).
  useEffect(() => {
    const list = listRef.current;
    if (list && lastId !== undefined) list.scrollTo({ top: list.scrollHeight, behavior: "smooth" });
  }, [lastId]);

  // Opening the chat puts the cursor in the message field.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLInputElement>("input:not([type=file])")?.focus();
  }, []);

  // Escape collapses the panel, unless the full-screen image is open (its own Escape closes it first).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !image && !event.defaultPrevented) {
      event.preventDefault();
      onCollapse();
    }
  };

  return (
    <section
      ref={panelRef}
      onKeyDown={onKeyDown}
      aria-label={title}
      className="fixed inset-x-0 bottom-0 z-40 flex h-[min(600px,calc(100dvh-4rem))] flex-col overflow-hidden rounded-t-xl border bg-card text-card-foreground shadow-2xl lg:inset-x-auto lg:right-4 lg:bottom-4 lg:h-[600px] lg:max-h-[calc(100dvh-2rem)] lg:w-[800px] lg:rounded-xl"
    >
      <header className="flex items-center gap-2 border-b bg-primary px-4 py-2.5 text-primary-foreground">
        <MessageCircle aria-hidden className="size-5 shrink-0" />
        <h2 className="mr-auto truncate font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onCollapse} className="h-11 min-w-11 text-primary-foreground hover:bg-white/15 hover:text-primary-foreground">
          <Minimize2 aria-hidden />
          {CHAT_TEXT.collapse}
        </Button>
      </header>
      {!chat.connected && online && chat.refused && <ConnectionRefused message={chat.refused.message} retryAt={chat.refused.retryAt} />}
      {!chat.connected && !(online && chat.refused) && (
        <p role="status" className="flex items-center justify-center gap-2 border-b bg-accent px-4 py-2 text-sm text-accent-foreground">
          {online ? <Spinner label={CHAT_TEXT.connecting} className="text-accent-foreground" /> : <WifiOff aria-hidden className="size-4" />}
          {online ? CHAT_TEXT.connecting : CHAT_TEXT.offline}
        </p>
      )}
      {chat.connected && chat.joinProblem && chat.view.kind === "messages" && (
        <p role="status" className="flex items-center justify-center gap-2 border-b bg-accent px-4 py-2 text-sm text-accent-foreground">
          <Spinner aria-hidden className="text-accent-foreground" />
          {chat.joinProblem} {CHAT_TEXT.retrying}
        </p>
      )}
      <ol ref={listRef} aria-label={CHAT_TEXT.messagesLabel} className="flex-1 space-y-3 overflow-y-auto overscroll-contain bg-background/60 p-4">
        {chat.messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            own={message.userId === userId}
            onOpenImage={(src, alt) => setImage({ src, alt })}
          />
        ))}
        <ChannelState view={chat.view} />
      </ol>
      <div className="min-h-6 px-4 pt-1 text-xs text-muted-foreground italic" aria-live="polite">
        {typing}
      </div>
      {chat.error && (
        <p role="alert" className="px-4 pb-1 text-xs text-destructive">
          {chat.error}
        </p>
      )}
      <ChatComposer connected={chat.connected} onSend={chat.send} onInput={chat.inputChanged} />
      <ImageDialog image={image} onClose={() => setImage(null)} />
    </section>
  );
}

/** The service refused the connection: why, and in how many seconds it is tried again. */
function ConnectionRefused({ message, retryAt }: { message: string; retryAt: number }) {
  const seconds = useSecondsUntil(retryAt);
  return (
    <p role="status" data-testid="chat-connection-refused" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950">
      {message} {seconds !== null && CHAT_TEXT.retryIn(seconds)}
    </p>
  );
}

/** What the list says when it shows no message: never « Aucun message » before the messages came. */
function ChannelState({ view }: { view: ChannelView }) {
  if (view.kind === "empty") return <li className="py-8 text-center text-sm text-muted-foreground">{CHAT_TEXT.empty}</li>;
  if (view.kind === "loading") {
    return (
      <li>
        <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner aria-hidden />
          {CHAT_TEXT.loading}
        </div>
      </li>
    );
  }
  if (view.kind !== "refused") return null;
  return (
    <li>
      <div
        role="status"
        data-testid="chat-join-refused"
        className="mx-auto mt-6 max-w-md space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-center text-sm text-amber-950"
      >
        <p className="font-medium text-balance">{view.message}</p>
        <p className="text-balance text-amber-900">
          <Spinner aria-hidden className="mr-2 align-[-3px] text-amber-900" />
          {CHAT_TEXT.retrying}
        </p>
      </div>
    </li>
  );
}
