"use client";

import { avatarLetter, formatMessageTime } from "@/lib/1-domain/chat/format";
import { isAllowedImageSrc } from "@/lib/1-domain/chat/image-data-url";
import { CHAT_TEXT } from "@/lib/1-domain/chat/messages";
import type { DisplayedMessage } from "@/lib/1-domain/chat/state";
import { cn } from "@/lib/0-base/utils";
import { ReportCard } from "@/components/sessions/report-card";

/**
 * One message: own ones on the right; others on the left with the author's initial (spec §2). An own message
 * not yet acknowledged says « envoi… »; one that failed says why beside it, with « Réessayer ».
 */
export function ChatMessageItem({
  message,
  own,
  onOpenImage,
}: {
  message: DisplayedMessage;
  own: boolean;
  onOpenImage: (src: string, alt: string) => void;
}) {
  const { username } = message.user;
  const alt = CHAT_TEXT.imageAlt(username);
  const delivery = message.delivery;
  return (
    <li
      data-slot="chat-message"
      data-own={own}
      data-status={delivery?.status}
      aria-busy={delivery?.status === "sending" || undefined}
      className={cn("flex items-end gap-2", own ? "justify-end" : "justify-start")}
    >
      {!own && (
        <span
          data-slot="chat-avatar"
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {avatarLetter(username)}
        </span>
      )}
      {/* Failed messages are the user's own, on the right: the reason reads to their left. */}
      {delivery?.status === "failed" && (
        <div data-slot="chat-delivery-error" className="flex max-w-[40%] flex-col items-end gap-1 self-center text-right">
          <p role="alert" className="text-xs text-destructive">
            {delivery.error ?? CHAT_TEXT.sendFailed}
          </p>
          {delivery.retry && (
            <button type="button" onClick={delivery.retry} className="inline-flex min-h-11 items-center text-xs font-medium text-primary underline underline-offset-2">
              {CHAT_TEXT.retry}
            </button>
          )}
        </div>
      )}
      <div
        data-slot="chat-bubble"
        className={cn(
          "max-w-[70%] min-w-0 rounded-2xl px-3 py-2 shadow-xs",
          own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          delivery?.status === "sending" && "opacity-70",
          delivery?.status === "failed" && "ring-2 ring-destructive",
        )}
      >
        <p className={cn("mb-0.5 text-xs font-semibold", own ? "sr-only" : "text-secondary-foreground")}>
          {own ? CHAT_TEXT.you : username}
        </p>
        {message.type === "report" ? (
          <ReportCard content={message.content} />
        ) : message.type === "image" ? (
          message.imageOmitted ? (
            <p className="text-sm italic opacity-80">{CHAT_TEXT.imageOmitted}</p>
          ) : isAllowedImageSrc(message.content) ? (
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
        {delivery?.status === "sending" ? (
          <span role="status" className="mt-1 block text-right text-[11px] text-primary-foreground/80 italic">
            {CHAT_TEXT.sending}
          </span>
        ) : (
          <time
            dateTime={message.createdAt}
            className={cn("mt-1 block text-right text-[11px]", own ? "text-primary-foreground/80" : "text-muted-foreground")}
          >
            {formatMessageTime(message.createdAt)}
          </time>
        )}
      </div>
    </li>
  );
}
