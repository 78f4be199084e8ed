import "server-only";
import sharp from "sharp";
import { techCheckWords as t } from "@/lib/techs/check-words";
import { photoRules, sniffPhoto } from "@/lib/techs/photo";

export type PhotoOutcome =
  | { readonly ok: true; readonly photo: Buffer }
  | { readonly ok: false; readonly error: string };

/** Bytes as the sentences count them: megabytes of 1024 × 1024. */
const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** The pixel limit as the sentences name it, in megapixels, as bare digits. */
const megapixels = String(photoRules.maxPixels / 1_000_000);

/** Why an upload is refused before it is decoded, or undefined. */
function uploadProblem(bytes: Uint8Array): string | undefined {
  if (bytes.byteLength === 0) return t("photo.empty");
  if (bytes.byteLength > photoRules.maxBytes) {
    return t("photo.tooLarge", {
      size: megabytes(bytes.byteLength),
      max: megabytes(photoRules.maxBytes),
    });
  }
  if (!sniffPhoto(bytes)) return t("photo.notAPhoto");
  return undefined;
}

/** Why decoded dimensions are refused, or undefined. */
function sizeProblem(width: number, height: number): string | undefined {
  if (width * height > photoRules.maxPixels) {
    return t("photo.tooManyPixels", { width, height, megapixels });
  }
  return undefined;
}

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
    error: t("photo.damaged", { kind }),
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
      return { ok: false, error: t("photo.pixelLimit", { megapixels }) };
    }
    return damaged;
  }
}
