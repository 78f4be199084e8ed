import "server-only";
import { revalidateTag } from "next/cache";

/** The cache tag of everything the site reads from the CMS. */
export const contentTag = "content";

/**
 * After a publish: the cached published content expires at once on every
 * server, through the shared cache of several servers
 * (docs/several-servers.md), so the booking server charges the new price
 * from the next booking on. The pre-rendered pages take it at the next
 * build (docs/cms.md says why not at once).
 */
export function refreshPublishedContent(): void {
  try {
    revalidateTag(contentTag, { expire: 0 });
  } catch (error) {
    // A script publishing outside a Next.js server has no cache here to
    // refresh; the servers read the database when theirs expires.
    if (!String(error).includes("static generation store missing")) throw error;
  }
}
