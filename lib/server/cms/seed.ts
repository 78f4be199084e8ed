import "server-only";
import type { Payload } from "payload";
import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { services, type ServiceCopy } from "@/data/services";
import { pageKinds, pageShape, seedTemplate } from "@/lib/cms/page-kinds";
import { toDocument } from "@/lib/cms/page-shape";

/** A service's words as the CMS stores them: a list of rows for each list. */
export function asDocument(copy: ServiceCopy) {
  return {
    title: copy.title,
    summary: copy.summary,
    description: copy.description,
    servicesIncluded: copy.servicesIncluded.map((item) => ({ item })),
    faqs: copy.faqs.map(({ question, answer }) => ({ question, answer })),
  };
}

/**
 * A fresh database starts with today's content, published: the services as
 * data/ held them before the CMS (their facts and both languages' words), so
 * that a fresh clone shows today's site. A service added in code later
 * enters the CMS the same way; one the CMS holds is the company's word and
 * is never written here again.
 */
export async function seedContent(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: "services",
    limit: 0,
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
  });
  const held = new Set(docs.map((doc) => doc.slug));
  const missing = services.filter(({ slug }) => !held.has(slug));
  const context = { seeding: true };
  for (const { slug, price, minutes } of missing) {
    const doc = await payload.create({
      collection: "services",
      locale: "en",
      data: {
        slug,
        price,
        minutes,
        ...asDocument(servicesEn[slug]),
        _status: "published",
      },
      context,
      overrideAccess: true,
    });
    await payload.update({
      collection: "services",
      id: doc.id,
      locale: "es",
      data: { ...asDocument(servicesEs[slug]), _status: "published" },
      context,
      overrideAccess: true,
    });
  }
  return missing.length + (await seedPages(payload));
}

/** The other pages the same way: each kind's pages the CMS does not hold yet. */
async function seedPages(payload: Payload): Promise<number> {
  const context = { seeding: true };
  const { docs: services } = await payload.find({
    collection: "services",
    limit: 0,
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
  });
  const serviceIds = new Map(services.map((doc) => [String(doc.slug), doc.id]));
  let written = 0;
  for (const kind of pageKinds) {
    const { docs } = await payload.find({
      collection: kind.slug,
      limit: 0,
      depth: 0,
      pagination: false,
      select: { key: true },
      overrideAccess: true,
    });
    const held = new Set(docs.map((doc) => doc.key));
    const shape = pageShape(kind);
    for (const key of kind.keys.filter((k) => !held.has(k))) {
      const words = (locale: "en" | "es") =>
        toDocument(seedTemplate(kind, locale, key), shape) as Record<
          string,
          unknown
        >;
      const doc = await payload.create({
        collection: kind.slug,
        locale: "en",
        data: {
          key,
          ...words("en"),
          ...Object.fromEntries(
            (kind.choices ?? []).map((choice) => [
              choice.name,
              choice.first.flatMap((slug) => serviceIds.get(slug) ?? []),
            ]),
          ),
          _status: "published",
        },
        context,
        overrideAccess: true,
      });
      await payload.update({
        collection: kind.slug,
        id: doc.id,
        locale: "es",
        data: { ...words("es"), _status: "published" },
        context,
        overrideAccess: true,
      });
      written += 1;
    }
  }
  return written;
}
