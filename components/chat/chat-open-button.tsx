"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CHAT_OPEN } from "@/lib/1-domain/chat/messages-open";

/**
 * « Ouvrir le chat », fixed at the bottom right (spec §2). Kept in its own light module: the page ships this
 * button only (with its one text, not the chat's catalogue), and the chat itself (socket.io, schemas) is fetched
 * when it is pressed. Its bubble icon is drawn by the server (./chat-icons.tsx) and passed in: no icon code in the page.
 */
export function ChatOpenButton({ icon, ...props }: ComponentProps<typeof Button> & { icon: ReactNode }) {
  // A round 56 px bubble that sits in the page's margin instead of over the table's last column; the words
  // show where the margin is wide enough for them. Its name stays « Ouvrir le chat » everywhere.
  return (
    <Button size="lg" className="fixed right-3 bottom-3 z-40 size-14 rounded-full p-0 shadow-lg 2xl:h-12 2xl:w-auto 2xl:px-5" {...props}>
      {icon}
      <span className="sr-only 2xl:not-sr-only">{CHAT_OPEN}</span>
    </Button>
  );
}
