import type { SearchSynonym } from "@/data/search-terms";
import type { Service } from "@/data/services";

/** What the search index holds of a service: the text it matches and what a result shows. */
export type SearchDocument = {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly price: number;
  /** The customers' words that name this service (data/search-terms.ts). */
  readonly words: string;
  readonly included: string;
  readonly faqs: string;
};

/**
 * One document per service, in catalogue order: titles, summaries, inclusions and
 * FAQs as written, plus every customer word whose synonym entry names the service.
 */
export function searchDocuments(
  services: readonly Service[],
  synonyms: readonly SearchSynonym[],
): SearchDocument[] {
  return services.map((service) => ({
    slug: service.slug,
    title: service.title,
    summary: service.summary,
    price: service.price,
    words: synonyms
      .filter((entry) => entry.services.some((slug) => slug === service.slug))
      .flatMap((entry) => entry.words)
      .join(" "),
    included: service.servicesIncluded.join("\n"),
    faqs: service.faqs
      .map((faq) => `${faq.question}\n${faq.answer}`)
      .join("\n"),
  }));
}
