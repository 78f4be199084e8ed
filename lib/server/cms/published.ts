import "server-only";
import { unstable_cache } from "next/cache";
import { getPayload } from "payload";
import { locales } from "@/data/locale";
import { services } from "@/data/services";
import { pageKinds, pageShape, type PageKind } from "@/lib/cms/page-kinds";
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
 * the latest draft of each document (what an editor previews). With `only`,
 * the services or the other pages alone, the other part left empty: the
 * booking server and the service pages need no policy, and a page read
 * after a publish waits for no more than it shows.
 */
export async function readContent({
  draft,
  only,
}: {
  draft: boolean;
  only?: "services" | "pages";
}): Promise<PublishedContent> {
  const payload = await openCms();
  let latest = "";
  const entries = await Promise.all(
    locales.map(async (locale) => {
      if (only === "pages") return [locale, {}] as const;
      const { docs } = await payload.find({
        collection: "services",
        locale,
        draft,
        limit: 0,
        // The cover as its key and size alone, never its picture.
        depth: 1,
        populate: { covers: { key: true, width: true, height: true } },
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
  const choices: Record<string, Record<string, Record<string, string[]>>> = {};
  await Promise.all(
    (only === "services" ? [] : pageKinds).flatMap((kind) =>
      locales.map(async (locale) => {
        const { docs } = await payload.find({
          collection: kind.slug,
          locale,
          draft,
          limit: 0,
          // A chosen service as its slug alone.
          depth: kind.choices ? 1 : 0,
          populate: { services: { slug: true } },
          pagination: false,
          overrideAccess: true,
        });
        const byKey: Record<string, unknown> = {};
        for (const doc of docs) {
          byKey[String(doc.key)] = fromDocument(doc, pageShape(kind));
          if (kind.choices && locale === "en") {
            (choices[kind.slug] ??= {})[String(doc.key)] = chosen(kind, doc);
          }
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
    choices,
  };
}

/** A page's lists of services, by slug: only services code still offers. */
function chosen(
  kind: PageKind,
  doc: Readonly<Record<string, unknown>>,
): Record<string, string[]> {
  const offered = new Set<string>(services.map(({ slug }) => slug));
  return Object.fromEntries(
    (kind.choices ?? []).map((choice) => {
      const picked = Array.isArray(doc[choice.name])
        ? (doc[choice.name] as { slug?: unknown }[])
        : [];
      return [
        choice.name,
        picked
          .map((service) => String(service?.slug))
          .filter((slug) => offered.has(slug)),
      ];
    }),
  );
}

const cachedServices = unstable_cache(
  () => readContent({ draft: false, only: "services" }),
  ["content-published"],
  { tags: [contentTag] },
);

const cachedPagesRead = unstable_cache(
  () => readContent({ draft: false, only: "pages" }),
  ["content-published-pages"],
  { tags: [contentTag] },
);

/** Outside a request Next.js has no cache to lend (a script, the mail sender's round): the database then. */
async function cached(
  read: () => Promise<PublishedContent>,
  only: "services" | "pages",
): Promise<PublishedContent> {
  try {
    return await read();
  } catch (error) {
    if (!String(error).includes("incrementalCache missing")) throw error;
    return readContent({ draft: false, only });
  }
}

/**
 * The published services from Next.js's data cache: a server reads the
 * database once, and again only after a publish (./refresh.ts), through the
 * shared cache of several servers.
 */
export function cachedContent(): Promise<PublishedContent> {
  return cached(cachedServices, "services");
}

/** The other published pages the same way. */
export function cachedPages(): Promise<PublishedContent> {
  return cached(cachedPagesRead, "pages");
}
