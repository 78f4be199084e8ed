import "server-only";
import type { Payload } from "payload";
import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { services, type ServiceCopy } from "@/data/services";

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
  return missing.length;
}
