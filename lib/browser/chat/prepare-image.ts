import { IMAGE_JPEG_QUALITY, IMAGE_MAX_WIDTH, MAX_IMAGE_BYTES } from "../../1-domain/chat/constants";
import { checkImageDataUrl } from "../../1-domain/chat/image-data-url";

/*
 * Browser only. Spec §5: an image file of at most 5 MB, resized to at most 1024 px wide (ratio kept) and
 * re-encoded as JPEG at quality 0.7 before sending. Whatever the input format, what leaves is a plain JPEG.
 */
export class ImageTooLargeError extends Error {}
class ImageUnreadableError extends Error {}

export function targetSize(width: number, height: number): { width: number; height: number } {
  if (width <= IMAGE_MAX_WIDTH) return { width, height };
  return { width: IMAGE_MAX_WIDTH, height: Math.max(1, Math.round((height * IMAGE_MAX_WIDTH) / width)) };
}

export async function prepareImage(file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new ImageUnreadableError(`pas une image : ${file.type || "type inconnu"}`);
  if (file.size > MAX_IMAGE_BYTES) throw new ImageTooLargeError();
  const bitmap = await createImageBitmap(file);
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new ImageUnreadableError("canvas 2d indisponible");
    // JPEG has no transparency: transparent areas become white rather than black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL("image/jpeg", IMAGE_JPEG_QUALITY);
    const check = checkImageDataUrl(dataUrl);
    if (!check.ok) {
      if (check.reason === "size") throw new ImageTooLargeError();
      throw new ImageUnreadableError("encodage JPEG impossible");
    }
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
