import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  asDataUrl,
  bombPng,
  GPS_MARK,
  gpsJpeg,
  HTML_PAYLOAD,
  jpegHeaderThenHtml,
  plainImage,
  polyglotJpeg,
  threeByteJpeg,
} from "../../../tests/support/images";
import { IMAGE_MAX_WIDTH } from "../../1-domain/chat/constants";
import { reencodeImage } from "./image-reencode";
import { IMAGE_MAX_HEIGHT } from "../../1-domain/chat/limits";
import { CHAT_ERRORS } from "../../1-domain/chat/messages";

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

async function accepted(dataUrl: string) {
  const result = await reencodeImage(dataUrl);
  if (!result.ok) throw new Error(`refusée : ${result.message}`);
  const bytes = bytesOf(result.dataUrl);
  return { ...result, bytes, meta: await sharp(bytes).metadata() };
}

describe("server-side image re-encoding", () => {
  it("re-encodes PNG, WebP and JPEG to a JPEG at quality 70, resized to 1024 px wide like the spec's client", async () => {
    for (const format of ["png", "webp", "jpeg"] as const) {
      const out = await accepted(asDataUrl(`image/${format}`, await plainImage(2000, 1000, format)));
      expect(out.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect([out.meta.format, out.meta.width, out.meta.height]).toEqual(["jpeg", IMAGE_MAX_WIDTH, 512]);
    }
    const small = await accepted(asDataUrl("image/png", await plainImage(300, 200)));
    expect([small.meta.width, small.meta.height]).toEqual([300, 200]);
  });

  it("strips the metadata: a phone photo's GPS position and make are gone", async () => {
    const photo = await gpsJpeg();
    expect(photo.includes(GPS_MARK)).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const out = await accepted(asDataUrl("image/jpeg", photo));
    expect(out.meta.exif).toBeUndefined();
    expect(out.meta.icc).toBeUndefined();
    expect(out.meta.xmp).toBeUndefined();
    expect(out.bytes.includes(GPS_MARK)).toBe(false);
    expect(out.bytes.includes("AlizePhone")).toBe(false);
  });

  it("refuses a 20000 × 20000 PNG bomb from its header, quickly", async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    expect(await reencodeImage(asDataUrl("image/png", bomb))).toEqual({ ok: false, message: CHAT_ERRORS.imageTooManyPixels });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses an image still taller than the cap once resized", async () => {
    const strip = asDataUrl("image/png", await plainImage(200, IMAGE_MAX_HEIGHT + 1));
    expect(await reencodeImage(strip)).toEqual({ ok: false, message: CHAT_ERRORS.imageTooTall });
  });

  it("keeps nothing of what follows a polyglot's image: the HTML is gone", async () => {
    const polyglot = await polyglotJpeg();
    expect(polyglot.includes(HTML_PAYLOAD)).toBe(true);
    const out = await accepted(asDataUrl("image/jpeg", polyglot));
    expect(out.bytes.includes("<script")).toBe(false);
    expect(out.bytes.includes("<html")).toBe(false);
  });

  it("refuses what is not a real JPEG, PNG or WebP", async () => {
    const cases = [
      asDataUrl("image/jpeg", jpegHeaderThenHtml()),
      asDataUrl("image/jpeg", threeByteJpeg()),
      asDataUrl("image/png", Buffer.concat([(await plainImage(64, 64)).subarray(0, 100)])), // truncated
      asDataUrl("image/png", await plainImage(16, 16, "jpeg")), // a JPEG declared as PNG
      asDataUrl("image/gif", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")),
      "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    ];
    for (const dataUrl of cases) expect(await reencodeImage(dataUrl)).toEqual({ ok: false, message: CHAT_ERRORS.badImage });
  });
});
