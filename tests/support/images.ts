import zlib from "node:zlib";
import sharp from "sharp";

/* Real, crafted image files for the tests of the server's image check (not a test file itself). */

export const asDataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a complete, valid 1-bit greyscale PNG of width × height pixels, all black. At
 * 20000 × 20000 the file is about 50 KB, its pixels 400 million (1.6 GB as RGBA in a browser).
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the bits
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** A text that only a file's metadata carries: found in the bytes, it proves the metadata is still there. */
export const GPS_MARK = "ALIZE-GPS-DATUM";

/** A phone photo: a JPEG whose EXIF says where it was taken (47°16'30"N 2°30'W, Pornichet) and by what. */
export function gpsJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3080c0" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "AlizePhone", Model: "Kite 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "47/1 16/1 30/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "2/1 30/1 0/1",
        GPSMapDatum: GPS_MARK,
      },
    })
    .toBuffer();
}

/** A plain image of this size and format. */
export function plainImage(width: number, height: number, format: "jpeg" | "png" | "webp" = "png"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#f5b930" } })
    .toFormat(format)
    .toBuffer();
}

export const HTML_PAYLOAD = "<html><body><script>alert(document.cookie)</script></body></html>";

/** A polyglot: a valid JPEG with an HTML page after its end marker (a browser sniffing it may run it). */
export async function polyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([await plainImage(32, 32, "jpeg"), Buffer.from(HTML_PAYLOAD)]);
}

/** Not an image at all: a JPEG's first four bytes, then HTML. */
export const jpegHeaderThenHtml = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAYLOAD)]);

/** A 3-byte « image »: just the JPEG magic bytes. */
export const threeByteJpeg = () => Buffer.from([0xff, 0xd8, 0xff]);
