import "server-only";
import { unstable_cache } from "next/cache";
import { openCms } from "./published";

/** Thrown inside the cache for a key no cover has, so that no miss is kept. */
class NoSuchCover extends Error {}

/**
 * A cover's picture as base64 (the cache keeps JSON), from the data cache:
 * a picture never changes under its key, so it is read from the database
 * once. A miss is not cached, or anyone could fill the cache with keys.
 */
const cachedPicture = unstable_cache(
  async (key: string) => {
    const payload = await openCms();
    const { docs } = await payload.find({
      collection: "covers",
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
      select: { image: true },
    });
    const image = docs[0]?.image;
    if (typeof image !== "string" || !image) throw new NoSuchCover();
    return image;
  },
  ["cover-picture"],
);

/** The cover's WebP picture, or null when no cover has the key. */
export async function coverPicture(key: string): Promise<Buffer | null> {
  try {
    return Buffer.from(await cachedPicture(key), "base64");
  } catch (error) {
    if (error instanceof NoSuchCover) return null;
    throw error;
  }
}
