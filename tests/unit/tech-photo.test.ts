/** @jest-environment node */
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { processPhoto } from "@/lib/server/techs/photo";
import { sniffPhoto } from "@/lib/techs/photo";

const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#3366cc" },
  });

/** CRC-32 of PNG chunks, written out so the test does not lean on the code under test. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * A "decompression bomb": a PNG whose header says 20000 × 20000 pixels (1.2 GB
 * once decoded) in a file of a few hundred bytes, since its rows are zeros.
 */
function bombPng(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + side * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat([row, row]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("a profile photo", () => {
  it("is re-encoded as WebP within 512 px, upright, and its GPS tag is gone", async () => {
    const upload = await photo(1600, 1200)
      .withExif({
        IFD0: { Copyright: "Ada", Make: "PhoneCo" },
        IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84-AT-HOME" },
      })
      .jpeg()
      .toBuffer();
    // The upload really carries the GPS position, or the test proves nothing.
    const before = await sharp(upload).metadata();
    expect(before.exif?.toString("latin1")).toContain("WGS-84-AT-HOME");
    expect(before.exif?.toString("latin1")).toContain("PhoneCo");

    const result = await processPhoto(upload);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = await sharp(result.photo).metadata();
    expect(after.format).toBe("webp");
    expect([after.width, after.height]).toEqual([512, 384]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(result.photo.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(result.photo.includes(Buffer.from("WGS-84-AT-HOME"))).toBe(false);
  });

  it.each(["png", "webp"] as const)(
    "is taken as %s, and a small one is not enlarged",
    async (format) => {
      const upload = await photo(200, 300).toFormat(format).toBuffer();
      const result = await processPhoto(upload);
      expect(result.ok).toBe(true);
      if (result.ok) {
        const after = await sharp(result.photo).metadata();
        expect([after.width, after.height]).toEqual([200, 300]);
      }
    },
  );

  it("refuses a 20000 × 20000 decompression bomb, naming its size", async () => {
    const bomb = bombPng();
    expect(bomb.byteLength).toBeLessThan(200_000);
    const result = await processPhoto(bomb);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining("20,000 × 20,000 pixels, too many"),
    });
  });

  it("refuses a file over 5 MB, saying how large it is", async () => {
    const big = Buffer.concat([
      await photo(10, 10).png().toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    expect(await processPhoto(big)).toEqual({
      ok: false,
      error: expect.stringContaining("over the limit of 5 MB"),
    });
  });

  it.each([
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    ["a PDF named photo.jpg", Buffer.from("%PDF-1.7\n%âãÏÓ\n", "latin1")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["text", Buffer.from("hello")],
  ])("refuses %s by its content", async (_, bytes) => {
    expect(sniffPhoto(bytes)).toBeUndefined();
    expect(await processPhoto(bytes)).toEqual({
      ok: false,
      error: expect.stringContaining(
        "not a JPEG, PNG or WebP image, whatever its name says",
      ),
    });
  });

  it("refuses an empty file and one that only starts like a JPEG", async () => {
    expect(await processPhoto(Buffer.alloc(0))).toEqual({
      ok: false,
      error: "The file is empty: choose a photo.",
    });
    const truncated = (await photo(400, 400).jpeg().toBuffer()).subarray(
      0,
      300,
    );
    expect(await processPhoto(Buffer.from(truncated))).toEqual({
      ok: false,
      error: expect.stringContaining(
        "starts like a JPEG image but cannot be read",
      ),
    });
  });

  it("refuses a PNG disguised with a WebP header", async () => {
    const png = await photo(20, 20).png().toBuffer();
    const disguised = Buffer.concat([
      Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
      png,
    ]);
    expect(sniffPhoto(disguised)).toBe("webp");
    const result = await processPhoto(disguised);
    expect(result.ok).toBe(false);
  });
});
