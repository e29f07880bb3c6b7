"use client";

import type { ChatMessage } from "@/lib/chat/events";
import { avatarLetter, formatMessageTime } from "@/lib/chat/format";
import { isAllowedImageSrc } from "@/lib/chat/image-data-url";
import { CHAT_TEXT } from "@/lib/chat/messages-fr";
import { cn } from "@/lib/utils";

/** One message: own ones on the right; others on the left with the author's initial (spec §2). */
export function ChatMessageItem({
  message,
  own,
  onOpenImage,
}: {
  message: ChatMessage;
  own: boolean;
  onOpenImage: (src: string, alt: string) => void;
}) {
  const { username } = message.user;
  const alt = CHAT_TEXT.imageAlt(username);
  return (
    <li data-slot="chat-message" data-own={own} className={cn("flex items-end gap-2", own ? "justify-end" : "justify-start")}>
      {!own && (
        <span
          data-slot="chat-avatar"
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {avatarLetter(username)}
        </span>
      )}
      <div
        data-slot="chat-bubble"
        className={cn(
          "max-w-[70%] min-w-0 rounded-2xl px-3 py-2 shadow-xs",
          own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <p className={cn("mb-0.5 text-xs font-semibold", own ? "sr-only" : "text-secondary-foreground")}>
          {own ? CHAT_TEXT.you : username}
        </p>
        {message.type === "image" ? (
          isAllowedImageSrc(message.content) ? (
            <button
              type="button"
              onClick={() => onOpenImage(message.content, alt)}
              className="block cursor-zoom-in overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={CHAT_TEXT.enlargeImage}
            >
              {/* A data URL from the chat: next/image has nothing to optimise here. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={message.content} alt={alt} className="max-h-[300px] w-auto max-w-full object-contain" />
            </button>
          ) : (
            <p className="text-sm italic opacity-80">{CHAT_TEXT.imageUnavailable}</p>
          )
        ) : (
          // Rendered as text, never as HTML.
          <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        )}
        <time
          dateTime={message.createdAt}
          className={cn("mt-1 block text-right text-[11px]", own ? "text-primary-foreground/80" : "text-muted-foreground")}
        >
          {formatMessageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
