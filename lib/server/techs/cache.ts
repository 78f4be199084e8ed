import "server-only";
import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { database } from "@/lib/server/db/client";
import { publishedPhoto, publishedProfiles } from "./public";

/** The cache tag of everything the public pages read about Techs. */
export const techsTag = "techs";

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

/**
 * After staff publish or hide a profile: the cached data expires at once, and
 * the pages that show it (the list, the profile, the sitemap, the service
 * pages of its skills) are rendered again on their next view.
 */
export function refreshPublicPages(handle: string): void {
  revalidateTag(techsTag, { expire: 0 });
  revalidatePath("/techs");
  revalidatePath(`/techs/${handle}`);
  revalidatePath("/sitemap.xml");
}
