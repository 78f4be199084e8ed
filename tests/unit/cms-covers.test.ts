/** @jest-environment node */
import sharp from "sharp";
import { coverImagePath, coverKeyOf } from "@/lib/cms/covers";
import { processCover } from "@/lib/server/cms/cover-image";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2255aa" } });

describe("a service's cover upload", () => {
  it.each([
    ["a wide photo", 3000, 1000],
    ["a tall one", 900, 1600],
    ["one smaller than the box", 400, 300],
  ])("%s is cropped to 1600 × 840 WebP", async (_what, width, height) => {
    const upload = await picture(width, height).jpeg().toBuffer();
    const outcome = await processCover(upload);
    if (!outcome.ok) throw new Error(outcome.error);
    const kept = await sharp(outcome.image).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(["webp", 1600, 840]);
    expect([outcome.width, outcome.height]).toEqual([1600, 840]);
  });

  it("loses the camera's EXIF, a GPS position included", async () => {
    const upload = await picture(1600, 900)
      .withExif({ IFD3: { GPSMapDatum: "WGS-84-AT-HOME" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const outcome = await processCover(upload);
    if (!outcome.ok) throw new Error(outcome.error);
    expect((await sharp(outcome.image).metadata()).exif).toBeUndefined();
  });

  it("refuses what is not a picture, and a picture over 5 MB, saying why in the team's words", async () => {
    expect(await processCover(Buffer.from("<svg onload=alert(1)>"))).toEqual({
      ok: false,
      error:
        "This file is not a JPEG, PNG or WebP image, whatever its name says. Choose a picture in one of those formats.",
    });
    expect(await processCover(Buffer.alloc(0))).toEqual({
      ok: false,
      error: "The file is empty: choose a picture.",
    });
    const big = Buffer.alloc(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect(await processCover(big)).toEqual({
      ok: false,
      error:
        "The picture is 6 MB, over the limit of 5 MB. Choose a smaller one.",
    });
  });
});

describe("a cover's address", () => {
  const key = "AbCdEfGhIjKlMnOpQrSt_-";
  it("names its key, and no other file name is a cover", () => {
    expect(coverImagePath(key)).toBe(`/covers/${key}.webp`);
    expect(coverKeyOf(`${key}.webp`)).toBe(key);
    for (const file of [
      `${key}.png`,
      `${key}x.webp`,
      "..%2F..%2Fetc.webp",
      `${key.slice(1)}.webp`,
      "",
    ]) {
      expect(coverKeyOf(file)).toBeUndefined();
    }
  });
});
