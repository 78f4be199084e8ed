import "server-only";
import { draftMode, headers } from "next/headers";
import { locales, type Locale } from "@/data/locale";
import { services } from "@/data/services";
import { publishedLiveHeader } from "@/lib/cms/live";
import type { PublishedContent } from "@/lib/cms/published-content";
import {
  contentCatalogue,
  type PublishedCatalogue,
} from "@/lib/content/services";
import { pseudoContent } from "@/lib/i18n/pseudo-build";
import {
  cachedContent,
  cachedPages,
  readContent,
} from "@/lib/server/cms/published";
import { buildSnapshot } from "@/lib/server/cms/snapshot";

/**
 * The catalogue from what the CMS holds: data/services.ts's services, in
 * their order, with their facts (category, home visit) from code and their
 * words, price and time from the CMS. A service the CMS does not hold yet
 * (added in code since the server started; the next start seeds it) keeps
 * its words from data/.
 */
function catalogueFrom(content: PublishedContent): PublishedCatalogue {
  const inLanguage = (locale: Locale) => {
    const held = content.services[locale];
    const words = locale === "en" ? pseudoContent(held) : held;
    return services.map((facts, index) => ({
      ...(contentCatalogue[locale][index] ?? facts),
      ...facts,
      ...words[facts.slug],
    }));
  };
  return Object.fromEntries(
    locales.map((locale) => [locale, inLanguage(locale)]),
  ) as unknown as PublishedCatalogue;
}

/**
 * The catalogue as it is published now: the one source of every service's
 * price, minutes and words for the booking server, the mails and the pages
 * alike: a published change is the company's word from then on.
 * The build reads the content it started with (lib/server/cms/snapshot.ts);
 * a server reads the database through the data cache, which a publish
 * refreshes, and the build's content while the database is down.
 */
export async function publishedCatalogue(): Promise<PublishedCatalogue> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return catalogueFrom(buildSnapshot());
  }
  const content = await cachedContent().catch(builtContent);
  return catalogueFrom(content);
}

/** The database is down: nothing can be booked, and the refusal's mail link and the pages name what the build was made with. */
function builtContent(error: unknown): PublishedContent {
  console.error(
    "Published content unavailable, reading the build's:",
    error instanceof Error ? error.message : error,
  );
  return buildSnapshot();
}

/** Whether this request is an editor's preview of the drafts, not a page made on request after a publish. */
async function previewing(): Promise<boolean> {
  // Draft Mode's bypass is also how proxy.ts has a page made on request after
  // a publish; its header says the page shows what is published.
  return (
    (await draftMode()).isEnabled &&
    (await headers()).get(publishedLiveHeader) !== "1"
  );
}

/**
 * The other pages' words (lib/content/pages.ts reads one from it): what is
 * published, read as the catalogue is, or an editor's drafts in Draft Mode.
 */
export async function shownContent(): Promise<PublishedContent> {
  if (await previewing()) return readContent({ draft: true, only: "pages" });
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return buildSnapshot();
  }
  return cachedPages().catch(builtContent);
}

/**
 * What a page shows: the published catalogue, or for an editor in Draft
 * Mode (docs/cms.md) the latest drafts. Never what a booking is priced at.
 */
export async function shownCatalogue(): Promise<PublishedCatalogue> {
  // previewing(), written out: one await fewer keeps the service pages'
  // React payload in the order that fits their HTML budget.
  if (
    (await draftMode()).isEnabled &&
    (await headers()).get(publishedLiveHeader) !== "1"
  ) {
    return catalogueFrom(await readContent({ draft: true, only: "services" }));
  }
  return publishedCatalogue();
}
