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

export const photoKindNames: Record<PhotoKind, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
};

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

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 2 })} MB`;

/** Why an upload is refused before it is decoded, or undefined. */
export function uploadProblem(bytes: Uint8Array): string | undefined {
  if (bytes.byteLength === 0) return "The file is empty: choose a photo.";
  if (bytes.byteLength > photoRules.maxBytes) {
    return `The photo is ${megabytes(bytes.byteLength)}, over the limit of ${megabytes(photoRules.maxBytes)}. Choose a smaller one.`;
  }
  if (!sniffPhoto(bytes)) {
    return "This file is not a JPEG, PNG or WebP image, whatever its name says. Choose a photo in one of those formats.";
  }
  return undefined;
}

/** Why decoded dimensions are refused, or undefined. */
export function sizeProblem(width: number, height: number): string | undefined {
  if (width * height > photoRules.maxPixels) {
    return `The image is ${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels, too many to open safely; the limit is ${photoRules.maxPixels / 1_000_000} megapixels (such as 6000 × 6000).`;
  }
  return undefined;
}
