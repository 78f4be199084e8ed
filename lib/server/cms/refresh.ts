import "server-only";
import { revalidateTag } from "next/cache";
import { commitTransaction, type CollectionAfterChangeHook } from "payload";
import { markContentPublished } from "@/lib/cms/live";

/** The cache tag of everything the site reads from the CMS. */
export const contentTag = "content";

/**
 * After a publish: the cached published content expires at once on every
 * server, through the shared cache of several servers
 * (docs/several-servers.md), so the booking server charges the new price
 * from the next booking on, and this server's pages are made on request
 * from now until the next build (proxy.ts; the other servers' watchers
 * notice within a second, ./live.ts).
 */
export function refreshPublishedContent(): void {
  markContentPublished(true);
  try {
    revalidateTag(contentTag, { expire: 0 });
  } catch (error) {
    // A script publishing outside a Next.js server has no cache here to
    // refresh; the servers read the database when theirs expires.
    if (!String(error).includes("static generation store missing")) throw error;
  }
}

/**
 * After a person's publish of any content, once it is in the database:
 * Payload runs this hook inside the save's transaction, and a server that
 * read the content between the refresh and the commit would keep the old
 * version in the shared cache until the next publish. So the save is
 * committed first (Payload's own commit after the hooks then has nothing to do).
 */
export const refreshOnPublish: CollectionAfterChangeHook = async ({
  doc,
  req,
}) => {
  if (doc._status === "published" && !req.context.seeding) {
    await commitTransaction(req);
    refreshPublishedContent();
  }
  return doc;
};
