// The photo's rules and addresses, which the editor's photo island and
// proxy.ts import: no sentence, so neither carries any. Why an upload is
// refused is the server's to say (lib/server/techs/photo.ts, techChecks).

/** The photo rules of a Tech profile (docs/product.md §17.2). */
export const photoRules = {
  /** The largest upload taken, in bytes. */
  maxBytes: 5 * 1024 * 1024,
  /** Width × height above which an image is not even decoded: a "decompression bomb". */
  maxPixels: 40_000_000,
  /** The longest side of the kept photo. */
  side: 512,
} as const;

/** Where a Tech uploads their photo. */
export const techPhotoPath = "/tech/api/photo";

/**
 * The posts the proxy lets be larger than a form: the upload, and its address
 * before the Tech-only routes moved under /tech, which answers 308 to it.
 */
export const photoUploadPaths: readonly string[] = [
  techPhotoPath,
  "/techs/api/photo",
];

export type PhotoKind = "jpeg" | "png" | "webp";

/**
 * What an upload is, from its first bytes rather than its name or the type
 * the browser claims: JPEG, PNG or WebP, or undefined for anything else.
 */
export function sniffPhoto(bytes: Uint8Array): PhotoKind | undefined {
  const starts = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  if (starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  // "RIFF", four bytes of length, "WEBP".
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) {
    return "webp";
  }
  return undefined;
}
