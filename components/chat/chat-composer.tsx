"use client";

import { useRef, useState, type FormEvent } from "react";
import { ImagePlus, SendHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { MESSAGE_MAX_CHARS } from "@/lib/1-domain/chat/constants";
import { CHAT_TEXT } from "@/lib/1-domain/chat/messages";
import { ImageTooLargeError, prepareImage } from "@/lib/browser/chat/prepare-image";
import { MessageTextSchema } from "@/lib/1-domain/validation/chat";

/**
 * The text field, the image button and « Envoyer » (spec §2, §5). Send is disabled while the text is blank
 * (same rule as the service) or while offline; processing an image disables the field and the image button.
 */
export function ChatComposer({
  connected,
  onSend,
  onInput,
}: {
  connected: boolean;
  onSend: (content: string, type: "text" | "image") => void;
  onInput: () => void;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const valid = MessageTextSchema.safeParse(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid.success || !connected) return;
    onSend(valid.data, "text");
    setText("");
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onSend(await prepareImage(file), "image");
    } catch (error) {
      if (error instanceof ImageTooLargeError) window.alert(CHAT_TEXT.imageTooLarge);
      else {
        console.error("[chat] image :", error);
        window.alert(CHAT_TEXT.imageUploadError);
      }
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t bg-card p-3">
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-file-input"
        onChange={(e) => void attach(e.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11"
        aria-label={CHAT_TEXT.attach}
        title={CHAT_TEXT.attach}
        disabled={busy || !connected}
        onClick={() => fileRef.current?.click()}
      >
        {busy ? <Spinner label={CHAT_TEXT.attach} /> : <ImagePlus aria-hidden />}
      </Button>
      <Input
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onInput();
        }}
        placeholder={CHAT_TEXT.placeholder}
        aria-label={CHAT_TEXT.placeholder}
        disabled={busy}
        maxLength={MESSAGE_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="send"
        className="h-11"
      />
      <Button type="submit" className="h-11" disabled={!valid.success || !connected || busy}>
        <SendHorizontal aria-hidden />
        <span className="max-sm:sr-only">{CHAT_TEXT.send}</span>
      </Button>
    </form>
  );
}
