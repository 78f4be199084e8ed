import type { Locale } from "@/data/locale";
import type { ServiceCopy, ServiceCover } from "@/data/services";
import { coverOf } from "./covers";
import type { PageKindSlug } from "./page-kinds";

/** What the CMS publishes about one service in one language: its words, price and time. */
export type PublishedService = ServiceCopy & {
  readonly price: number;
  readonly minutes: number;
  readonly cover: ServiceCover | null;
  readonly coverAlt: string;
};

/**
 * The content visitors see, as the CMS last published it: each language's
 * services by slug. The build reads it from a file (scripts/content-
 * snapshot.mts writes it before `next build`), a server from the database.
 */
export type PublishedContent = {
  /** When a person last published any of it (an ISO instant), or "" when no one has: the seed's. */
  readonly publishedAt: string;
  readonly services: {
    readonly [L in Locale]: Readonly<Record<string, PublishedService>>;
  };
  /**
   * The other pages' words by kind, language and page, as stored: facts
   * still named by their tokens (lib/cms/facts.ts), filled in when shown.
   */
  readonly pages: {
    readonly [K in PageKindSlug]?: {
      readonly [L in Locale]?: Readonly<Record<string, unknown>>;
    };
  };
  /** What the team chose from code's options, by kind, page and list (lib/cms/page-kinds.ts). */
  readonly choices?: {
    readonly [K in PageKindSlug]?: Readonly<
      Record<string, Readonly<Record<string, readonly string[]>>>
    >;
  };
};

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

const rows = (value: unknown): readonly Row[] =>
  Array.isArray(value) ? (value as Row[]) : [];

/**
 * One CMS document as the site reads it. A field the CMS holds no value for
 * (a language not yet written) is empty, never undefined, so a page draws
 * with a gap rather than failing; the editor refuses to publish one.
 */
export function publishedService(doc: Row): PublishedService {
  return {
    title: text(doc.title),
    summary: text(doc.summary),
    description: text(doc.description),
    servicesIncluded: rows(doc.servicesIncluded).map((row) => text(row.item)),
    faqs: rows(doc.faqs).map((row) => ({
      question: text(row.question),
      answer: text(row.answer),
    })),
    price: Number(doc.price),
    minutes: Number(doc.minutes),
    cover: coverOf(doc.cover),
    coverAlt: text(doc.coverAlt),
  };
}
