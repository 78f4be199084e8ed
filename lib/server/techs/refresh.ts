import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

// Apart from the cache that reads the database (./cache.ts), so that what
// changes a Tech's pages (reviews, staff) can refresh them without depending
// on the reads behind them.

/** The cache tag of everything the public pages read about Techs. */
export const techsTag = "techs";

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
