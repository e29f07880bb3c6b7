import sharp, { type Metadata, type OutputInfo } from "sharp";
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_WIDTH } from "../../1-domain/chat/constants";
import { checkImageDataUrl } from "../../1-domain/chat/image-data-url";
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_INPUT_PIXELS } from "../../1-domain/chat/limits";
import { CHAT_ERRORS } from "../../1-domain/chat/messages";

/*
 * Node only (the realtime service). Magic bytes prove nothing: a JPEG header followed by HTML passes them, and
 * a small PNG can declare 20000 × 20000 pixels and take gigabytes to display. So every image is decoded here:
 * - its header must be that of a JPEG, PNG or WebP of the declared type, of at most IMAGE_MAX_INPUT_PIXELS
 *   (checked from the header, before any decoding; sharp's limitInputPixels enforces it again while decoding);
 * - the whole image must decode without error (a truncated or corrupt file is refused);
 * - it is turned upright, resized to at most IMAGE_MAX_WIDTH wide (as the spec's client does), flattened on
 *   white and re-encoded as JPEG at quality 0.7, without any metadata (EXIF, GPS, ICC, XMP);
 * - after that it must be at most IMAGE_MAX_HEIGHT tall.
 * What is stored and broadcast is the re-encoded JPEG, never the bytes the client sent.
 */
sharp.cache(false);
// Two shared cores: one image at a time per decode, so a burst of images cannot starve the chat.
sharp.concurrency(1);

const FORMAT_OF_MIME = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" } as const;

export type ReencodedImage = { ok: true; dataUrl: string; bytes: number; width: number; height: number } | { ok: false; message: string };

const refuse = (message: string): ReencodedImage => ({ ok: false, message });

export async function reencodeImage(dataUrl: string): Promise<ReencodedImage> {
  const check = checkImageDataUrl(dataUrl);
  if (!check.ok) return refuse(check.reason === "size" ? CHAT_ERRORS.imageTooLarge : CHAT_ERRORS.badImage);
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const options = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: "warning", animated: false } as const;

  let meta: Metadata;
  try {
    // The header only, nothing decoded yet: the pixel count is judged below, with its own message.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse(CHAT_ERRORS.badImage);
  }
  if (meta.format !== FORMAT_OF_MIME[check.mime] || !meta.width || !meta.height) return refuse(CHAT_ERRORS.badImage);
  if (meta.width * meta.height > IMAGE_MAX_INPUT_PIXELS) return refuse(CHAT_ERRORS.imageTooManyPixels);

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, options)
      .autoOrient()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: Math.round(IMAGE_JPEG_QUALITY * 100) })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse(CHAT_ERRORS.badImage);
  }
  const { data, info } = output;
  if (info.height > IMAGE_MAX_HEIGHT) return refuse(CHAT_ERRORS.imageTooTall);
  return { ok: true, dataUrl: `data:image/jpeg;base64,${data.toString("base64")}`, bytes: data.length, width: info.width, height: info.height };
}
