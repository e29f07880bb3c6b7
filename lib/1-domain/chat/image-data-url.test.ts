import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "./constants";
import { checkImageDataUrl, isAllowedImageSrc, MAX_IMAGE_DATA_URL_LENGTH } from "./image-data-url";

const dataUrl = (mime: string, bytes: number[] | Buffer) => `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
const pad = (head: number[], size = 32) => Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length, 1)]);

describe("image data URLs", () => {
  it("accepts JPEG, PNG and WebP whose first bytes match the declared type", () => {
    expect(checkImageDataUrl(dataUrl("image/jpeg", pad([0xff, 0xd8, 0xff, 0xe0])))).toMatchObject({ ok: true, mime: "image/jpeg" });
    expect(checkImageDataUrl(dataUrl("image/png", pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toMatchObject({ ok: true });
    const webp = pad([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP")]);
    expect(checkImageDataUrl(dataUrl("image/webp", webp))).toMatchObject({ ok: true, mime: "image/webp", bytes: 32 });
  });

  it("refuses GIF (not among the formats the server re-encodes), though an old stored GIF still renders", () => {
    const gif = dataUrl("image/gif", pad([...Buffer.from("GIF89a")]));
    expect(checkImageDataUrl(gif)).toEqual({ ok: false, reason: "format" });
    expect(isAllowedImageSrc(gif)).toBe(true);
  });

  it("refuses SVG, other types, mismatched magic bytes and malformed base64", () => {
    const svg = dataUrl("image/svg+xml", [...Buffer.from("<svg onload=alert(1)>")]);
    expect(checkImageDataUrl(svg)).toEqual({ ok: false, reason: "format" });
    expect(isAllowedImageSrc(svg)).toBe(false);
    expect(checkImageDataUrl(dataUrl("text/html", [...Buffer.from("<script>")]))).toEqual({ ok: false, reason: "format" });
    expect(checkImageDataUrl(dataUrl("image/jpeg", pad([0x89, 0x50, 0x4e, 0x47])))).toEqual({ ok: false, reason: "format" });
    expect(checkImageDataUrl("data:image/png;base64,@@@@")).toEqual({ ok: false, reason: "format" });
    expect(checkImageDataUrl("data:image/png;base64,")).toEqual({ ok: false, reason: "format" });
    expect(checkImageDataUrl("javascript:alert(1)")).toEqual({ ok: false, reason: "format" });
    expect(isAllowedImageSrc("javascript:alert(1)")).toBe(false);
  });

  it("measures the decoded size: 5 MB passes, one byte more does not", () => {
    const head = [0xff, 0xd8, 0xff, 0xe0];
    expect(checkImageDataUrl(dataUrl("image/jpeg", pad(head, MAX_IMAGE_BYTES)))).toMatchObject({ ok: true, bytes: MAX_IMAGE_BYTES });
    expect(checkImageDataUrl(dataUrl("image/jpeg", pad(head, MAX_IMAGE_BYTES + 1)))).toEqual({ ok: false, reason: "size" });
    expect(dataUrl("image/webp", pad(head, MAX_IMAGE_BYTES)).length).toBeLessThanOrEqual(MAX_IMAGE_DATA_URL_LENGTH);
  });
});
