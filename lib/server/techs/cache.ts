import "server-only";
import { unstable_cache } from "next/cache";
import { database } from "@/lib/server/db/client";
import { publishedPhoto, publishedProfiles } from "./public";
import { techsTag } from "./refresh";

/**
 * The published profiles, from Next.js's data cache: a view of /techs or a
 * profile page reads them without a database query until staff publish or
 * hide a profile (docs/product.md §17.4).
 */
export const cachedProfiles = unstable_cache(
  async () => publishedProfiles(await database()),
  ["techs-published"],
  { tags: [techsTag] },
);

/** A published photo as base64 (the cache keeps JSON), or null. */
export const cachedPhoto = unstable_cache(
  async (handle: string) =>
    (await publishedPhoto(await database(), handle))?.toString("base64") ??
    null,
  ["techs-photo"],
  { tags: [techsTag] },
);
