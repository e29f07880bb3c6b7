import { MAX_IMAGE_BYTES } from "./constants";

/*
 * Image messages travel as data URLs. This is the cheap first check, before the service decodes the image
 * (./image-reencode.ts): JPEG, PNG or WebP only (never SVG, which can carry script), well-formed base64, at
 * most 5 MB decoded, first bytes those of the declared format. Runs in Node and in the browser (atob, no Buffer).
 */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const PREFIX = /^data:(image\/(?:jpeg|png|webp));base64,/;
/** What may be shown: messages stored before the server re-encoded images may also be GIFs. */
const RENDERABLE = /^data:image\/(?:jpeg|png|webp|gif);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Length of the base64 text of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** The longest data URL the service can accept ("data:image/webp;base64," is the longest prefix). */
export const MAX_IMAGE_DATA_URL_LENGTH = "data:image/webp;base64,".length + base64Length(MAX_IMAGE_BYTES);

/** Cheap check for rendering: only these URLs are ever put in an <img src>. */
export function isAllowedImageSrc(src: string): boolean {
  return RENDERABLE.test(src);
}

function sniff(bytes: Uint8Array): ImageMimeType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

export type ImageCheck = { ok: true; mime: ImageMimeType; bytes: number } | { ok: false; reason: "format" | "size" };

export function checkImageDataUrl(url: string): ImageCheck {
  const match = PREFIX.exec(url);
  if (!match) return { ok: false, reason: "format" };
  const body = url.slice(match[0].length);
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) return { ok: false, reason: "format" };
  const padding = body.endsWith("==") ? 2 : body.endsWith("=") ? 1 : 0;
  const bytes = (body.length / 4) * 3 - padding;
  if (bytes > MAX_IMAGE_BYTES) return { ok: false, reason: "size" };
  const head = atob(body.slice(0, 16));
  const first = Uint8Array.from(head, (c) => c.charCodeAt(0));
  const mime = match[1] as ImageMimeType;
  if (sniff(first) !== mime) return { ok: false, reason: "format" };
  return { ok: true, mime, bytes };
}
