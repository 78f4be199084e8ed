import "server-only";
import { getPayload } from "payload";
import { locales } from "@/data/locale";
import {
  publishedService,
  type PublishedContent,
  type PublishedService,
} from "@/lib/cms/published";
import config from "./config";

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
      }
      return [locale, bySlug] as const;
    }),
  );
  return {
    services: Object.fromEntries(entries) as PublishedContent["services"],
  };
}
