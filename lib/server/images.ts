import "server-only";
import sharp, { type ResizeOptions } from "sharp";
import { sniffPhoto, type PhotoKind } from "@/lib/techs/photo";

/** The reasons an upload is refused, each said by its caller's own sentence. */
export type ImageProblem =
  | "empty"
  | "tooLarge"
  | "notAPhoto"
  | "tooManyPixels"
  | "pixelLimit"
  | "damaged";

/** What an upload may be, and what is kept of it. */
export type ImageRules = {
  readonly maxBytes: number;
  /** Width × height above which an image is not even decoded: a "decompression bomb". */
  readonly maxPixels: number;
  /** The kept picture's box, and how the upload is fitted to it. */
  readonly resize: ResizeOptions;
};

/** A refusal's sentence: the caller's catalogue, given the problem and its numbers. */
export type SayProblem = (
  problem: ImageProblem,
  values: Record<string, string | number>,
) => string;

export type ImageOutcome =
  | {
      readonly ok: true;
      readonly image: Buffer;
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly error: string };

/** Bytes as the sentences count them: megabytes of 1024 × 1024. */
const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Checks an uploaded picture and re-encodes it: JPEG, PNG or WebP by its
 * content, within `rules.maxBytes`, within `rules.maxPixels` read from its
 * header before anything is decoded (and sharp's own pixel limit behind
 * that), turned upright, fitted to `rules.resize` and written as WebP. sharp
 * keeps no metadata unless asked, so EXIF (a GPS position), ICC and XMP are
 * gone from the stored file.
 */
export async function reencodeImage(
  bytes: Buffer,
  rules: ImageRules,
  say: SayProblem,
): Promise<ImageOutcome> {
  const refuse = (
    problem: ImageProblem,
    values: Record<string, string | number> = {},
  ) => ({ ok: false as const, error: say(problem, values) });
  const megapixels = String(rules.maxPixels / 1_000_000);
  if (bytes.byteLength === 0) return refuse("empty");
  if (bytes.byteLength > rules.maxBytes) {
    return refuse("tooLarge", {
      size: megabytes(bytes.byteLength),
      max: megabytes(rules.maxBytes),
    });
  }
  const kind: PhotoKind | undefined = sniffPhoto(bytes);
  if (!kind) return refuse("notAPhoto");
  const options = {
    limitInputPixels: rules.maxPixels,
    failOn: "error" as const,
  };
  let width: number;
  let height: number;
  try {
    const header = await sharp(bytes, {
      ...options,
      limitInputPixels: false,
    }).metadata();
    if (header.format !== kind) return refuse("damaged", { kind });
    width = header.width ?? 0;
    height = header.height ?? 0;
  } catch {
    return refuse("damaged", { kind });
  }
  if (width * height > rules.maxPixels) {
    return refuse("tooManyPixels", { width, height, megapixels });
  }
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(rules.resize)
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      return refuse("pixelLimit", { megapixels });
    }
    return refuse("damaged", { kind });
  }
}
