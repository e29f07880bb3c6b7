"use client";

import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { CHAT_TEXT } from "@/lib/1-domain/chat/messages";

/** A chat image, full screen (spec §2). */
export function ImageDialog({ image, onClose }: { image: { src: string; alt: string } | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="grid h-dvh w-screen max-w-none place-items-center rounded-none border-0 bg-black p-2 text-white sm:max-w-none sm:p-6">
        <DialogTitle className="sr-only">{CHAT_TEXT.imageDialogTitle}</DialogTitle>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- a whitelisted data URL, shown as is
          <img src={image.src} alt={image.alt} className="max-h-[calc(100dvh-3rem)] max-w-full object-contain" />
        )}
      </DialogContent>
    </Dialog>
  );
}
