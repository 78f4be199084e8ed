import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

/** The cache tag of everything the site reads from the CMS. */
export const contentTag = "content";

/**
 * After a publish: the cached published content expires at once, and every
 * pre-rendered page is made again on its next view, through the shared
 * cache of several servers (docs/several-servers.md). Every page carries the
 * cart's catalogue (names and prices), so a price is on all of them.
 */
export function refreshPublishedContent(): void {
  try {
    revalidateTag(contentTag, { expire: 0 });
    revalidatePath("/", "layout");
  } catch (error) {
    // A script publishing outside a Next.js server has no pages here to
    // refresh; the servers read the database when their cache expires.
    if (!String(error).includes("static generation store missing")) throw error;
  }
}
