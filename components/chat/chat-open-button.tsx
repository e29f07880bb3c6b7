"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CHAT_OPEN } from "@/lib/1-domain/chat/messages-open";

/**
 * « Ouvrir le chat »: beside « Créer une alerte » in the spot's header, and fixed at the bottom right (spec §2) only
 * on screens wide enough to keep it in the page's margin. Kept in its own light module: the page ships this
 * button only (with its one text, not the chat's catalogue), and the chat itself (socket.io, schemas) is fetched
 * when it is pressed. Its bubble icon is drawn by the server (./chat-icons.tsx) and passed in: no icon code in the page.
 */
export function ChatOpenButton({ icon, ...props }: ComponentProps<typeof Button> & { icon: ReactNode }) {
  // A floating bubble over a phone's table hid the cells under it, whatever the padding: below 2xl the button stays
  // in the page's flow, in the header, and scrolls away with it. From 2xl the page's margin holds it, fixed.
  return (
    <Button
      variant="outline"
      className="h-11 border-primary/40 px-4 font-semibold text-primary hover:bg-primary/10 hover:text-primary 2xl:fixed 2xl:right-3 2xl:bottom-3 2xl:z-40 2xl:h-12 2xl:rounded-full 2xl:border-transparent 2xl:bg-primary 2xl:px-5 2xl:text-primary-foreground 2xl:shadow-lg 2xl:hover:bg-primary/90 2xl:hover:text-primary-foreground"
      {...props}
    >
      {icon}
      <span>{CHAT_OPEN}</span>
    </Button>
  );
}
