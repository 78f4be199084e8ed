import "server-only";
import sharp from "sharp";
import {
  photoKindNames,
  photoRules,
  sizeProblem,
  sniffPhoto,
  uploadProblem,
} from "@/lib/techs/photo";

export type PhotoOutcome =
  | { readonly ok: true; readonly photo: Buffer }
  | { readonly ok: false; readonly error: string };

/**
 * Checks an uploaded photo and re-encodes it (docs/product.md §17.2): JPEG,
 * PNG or WebP by its content, at most 5 MB, at most 40 megapixels read from
 * its header before anything is decoded (and sharp's own pixel limit behind
 * that), turned upright, shrunk to fit 512 px and written as WebP. sharp
 * keeps no metadata unless asked, so EXIF (a GPS position), ICC and XMP are
 * gone from the stored file.
 */
export async function processPhoto(bytes: Buffer): Promise<PhotoOutcome> {
  const problem = uploadProblem(bytes);
  if (problem) return { ok: false, error: problem };
  const kind = sniffPhoto(bytes)!;
  const damaged = {
    ok: false as const,
    error: `This file starts like a ${photoKindNames[kind]} image but cannot be read as one: it may be damaged. Choose another photo.`,
  };
  const options = {
    limitInputPixels: photoRules.maxPixels,
    failOn: "error" as const,
  };
  let width: number;
  let height: number;
  try {
    const header = await sharp(bytes, {
      ...options,
      limitInputPixels: false,
    }).metadata();
    if (header.format !== kind) return damaged;
    width = header.width ?? 0;
    height = header.height ?? 0;
  } catch {
    return damaged;
  }
  const tooLarge = sizeProblem(width, height);
  if (tooLarge) return { ok: false, error: tooLarge };
  try {
    const photo = await sharp(bytes, options)
      .rotate()
      .resize(photoRules.side, photoRules.side, {
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, photo };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      return {
        ok: false,
        error: `The image has too many pixels to open safely; the limit is ${photoRules.maxPixels / 1_000_000} megapixels.`,
      };
    }
    return damaged;
  }
}
