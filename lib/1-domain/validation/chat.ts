import { MESSAGE_MAX_CHARS } from "../chat/constants";
import { checkImageDataUrl, MAX_IMAGE_DATA_URL_LENGTH } from "../chat/image-data-url";
import { CHAT_ERRORS } from "../chat/messages";
import { ReportInputTextSchema } from "../logbook/report";
import { z } from "../../0-base/zod";

/* One schema per chat event (spec §5, §7): the service checks every incoming payload with these. */

/** Channel id = spot id: a positive 32-bit integer. */
const ChannelIdSchema = z
  .number(CHAT_ERRORS.badChannel)
  .int(CHAT_ERRORS.badChannel)
  .positive(CHAT_ERRORS.badChannel)
  .max(2_147_483_647, CHAT_ERRORS.badChannel);

export const ChannelPayloadSchema = z.object({ channelId: ChannelIdSchema }, CHAT_ERRORS.badPayload);

/** Text: trimmed, 1 to 2,000 characters. The widget disables « Envoyer » on the same rule. */
export const MessageTextSchema = z
  .string(CHAT_ERRORS.empty)
  .trim()
  .min(1, CHAT_ERRORS.empty)
  .max(MESSAGE_MAX_CHARS, CHAT_ERRORS.tooLong);

const ImageDataUrlSchema = z
  .string(CHAT_ERRORS.badImage)
  .max(MAX_IMAGE_DATA_URL_LENGTH, CHAT_ERRORS.imageTooLarge)
  .superRefine((value, ctx) => {
    const check = checkImageDataUrl(value);
    if (!check.ok) {
      ctx.addIssue({ code: "custom", message: check.reason === "size" ? CHAT_ERRORS.imageTooLarge : CHAT_ERRORS.badImage });
    }
  });

/** The sender's idempotency key for one message, repeated on each retry (lib/browser/chat/client.ts makes them). */
const ClientIdSchema = z.string(CHAT_ERRORS.badClientId).regex(/^[A-Za-z0-9_-]{8,64}$/, CHAT_ERRORS.badClientId);

export const SendMessageSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ channelId: ChannelIdSchema, type: z.literal("text"), content: MessageTextSchema, clientId: ClientIdSchema.optional() }),
    z.object({ channelId: ChannelIdSchema, type: z.literal("image"), content: ImageDataUrlSchema, clientId: ClientIdSchema.optional() }),
    // A logged session: the content is JSON text, read here into what the rider reports of it.
    z.object({ channelId: ChannelIdSchema, type: z.literal("report"), content: ReportInputTextSchema, clientId: ClientIdSchema.optional() }),
  ],
  CHAT_ERRORS.badType,
);
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** The first issue's French message, for CHAT_ERROR. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? CHAT_ERRORS.badPayload;
}
