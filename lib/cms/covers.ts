import type { ServiceCover } from "@/data/services";

// The services' covers: the rules of an upload and the picture's address.
// The upload is checked and kept by lib/server/cms/covers.ts, served by
// app/covers/[file]/route.ts.

/** What a cover upload may be, and the picture kept of it. */
export const coverRules = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The service page's cover box, 40 × 21, which the upload is cropped to. */
  width: 1600,
  height: 840,
  /** The longest alt text. */
  altMax: 150,
} as const;

/** Where the admin posts a new cover. */
export const coverUploadPath = "/admin/api/covers";

/**
 * A cover's public address, by a random key rather than its id: a cover
 * uploaded for a draft is not found by counting, only by those shown the
 * draft. Its picture never changes, so the address can be cached for good.
 */
export function coverImagePath(key: string): string {
  return `/covers/${key}.webp`;
}

/** The key a cover's file name holds, or undefined for any other name. */
export function coverKeyOf(file: string): string | undefined {
  return /^([A-Za-z0-9_-]{22})\.webp$/.exec(file)?.[1];
}

/** A service's cover from the CMS's document (its upload, read with its key and size), or null. */
export function coverOf(value: unknown): ServiceCover | null {
  if (value === null || typeof value !== "object") return null;
  const { key, width, height } = value as Record<string, unknown>;
  if (typeof key !== "string" || !coverKeyOf(`${key}.webp`)) return null;
  if (typeof width !== "number" || typeof height !== "number") return null;
  return { src: coverImagePath(key), width, height };
}
