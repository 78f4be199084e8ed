import "server-only";
import { unstable_cache } from "next/cache";
import { getPayload } from "payload";
import { locales } from "@/data/locale";
import { pageKinds, pageShape } from "@/lib/cms/page-kinds";
import { fromDocument } from "@/lib/cms/page-shape";
import {
  publishedService,
  type PublishedContent,
  type PublishedService,
} from "@/lib/cms/published-content";
import config from "./config";
import { contentTag } from "./refresh";

/** The CMS in this process, started once: its migrations, then a fresh database's first content. */
export const openCms = () => getPayload({ config });

/**
 * The CMS's content in every language: what is published, or with `draft`
 * the latest draft of each document (what an editor previews).
 */
export async function readContent({
  draft,
}: {
  draft: boolean;
}): Promise<PublishedContent> {
  const payload = await openCms();
  let latest = "";
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const { docs } = await payload.find({
        collection: "services",
        locale,
        draft,
        limit: 0,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      });
      const bySlug: Record<string, PublishedService> = {};
      for (const doc of docs) {
        bySlug[String(doc.slug)] = publishedService(doc);
        // A person's publish, not the seed's (which names no one).
        if (doc.publishedBy && doc.updatedAt > latest) latest = doc.updatedAt;
      }
      return [locale, bySlug] as const;
    }),
  );
  const pages: Record<string, Record<string, Record<string, unknown>>> = {};
  await Promise.all(
    pageKinds.flatMap((kind) =>
      locales.map(async (locale) => {
        const { docs } = await payload.find({
          collection: kind.slug,
          locale,
          draft,
          limit: 0,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        });
        const byKey: Record<string, unknown> = {};
        for (const doc of docs) {
          byKey[String(doc.key)] = fromDocument(doc, pageShape(kind));
          if (doc.publishedBy && doc.updatedAt > latest) latest = doc.updatedAt;
        }
        (pages[kind.slug] ??= {})[locale] = byKey;
      }),
    ),
  );
  return {
    publishedAt: latest,
    services: Object.fromEntries(entries) as PublishedContent["services"],
    pages,
  };
}

const cachedRead = unstable_cache(
  () => readContent({ draft: false }),
  ["content-published"],
  { tags: [contentTag] },
);

/**
 * The published content from Next.js's data cache: a server reads the
 * database once, and again only after a publish (./refresh.ts), through the
 * shared cache of several servers. Outside a request, where Next.js has no
 * cache to lend (a script, the mail sender's round), it reads the database.
 */
export async function cachedContent(): Promise<PublishedContent> {
  try {
    return await cachedRead();
  } catch (error) {
    if (!String(error).includes("incrementalCache missing")) throw error;
    return readContent({ draft: false });
  }
}
