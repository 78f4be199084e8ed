import "server-only";
import { cookies, draftMode, headers } from "next/headers";
import { cache } from "react";
import { locales, type Locale } from "@/data/locale";
import { services } from "@/data/services";
import { publishedLiveHeader } from "@/lib/cms/live";
import type { PublishedContent } from "@/lib/cms/published-content";
import { reviewCookie } from "@/lib/cms/review-links";
import { cmsPreviewCookie } from "@/lib/cms/session";
import { noteShownView, type ShownView } from "@/lib/cms/shown-view";
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
import { checkReviewLink } from "@/lib/server/cms/review";
import { editorFromPreviewCookie } from "@/lib/server/cms/session";
import { buildSnapshot } from "@/lib/server/cms/snapshot";
import { database } from "@/lib/server/db/client";

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
  return catalogueFrom(await publishedContent());
}

async function publishedContent(): Promise<PublishedContent> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return buildSnapshot();
  }
  return cachedContent().catch(builtContent);
}

/** The database is down: nothing can be booked, and the refusal's mail link and the pages name what the build was made with. */
function builtContent(error: unknown): PublishedContent {
  console.error(
    "Published content unavailable, reading the build's:",
    error instanceof Error ? error.message : error,
  );
  return buildSnapshot();
}

/** The published content with one service's latest draft in every language. */
function withDraftOf(
  published: PublishedContent,
  drafts: PublishedContent,
  slug: string,
): PublishedContent {
  const services = Object.fromEntries(
    locales.map((locale) => {
      const draft = drafts.services[locale][slug];
      const held = published.services[locale];
      return [locale, draft ? { ...held, [slug]: draft } : held];
    }),
  ) as PublishedContent["services"];
  return { ...published, services };
}

/**
 * Who a browser in Draft Mode is, asked once per request: Draft Mode's
 * cookie is the same for everyone in it, so the drafts need an editor's
 * preview cookie (lib/server/cms/preview.ts), and a review link's cookie
 * opens its one service's draft while the link is open. Anyone else sees
 * what is published.
 */
const draftView = cache(
  async (): Promise<{ view: ShownView; content: PublishedContent }> => {
    const jar = await cookies();
    const now = new Date();
    // An emptied cookie (a review left) names no link.
    const token = jar.get(reviewCookie)?.value;
    if (token) {
      const check = await checkReviewLink(token, now).catch(() => undefined);
      if (!check?.ok) {
        const view: ShownView = check
          ? { kind: "reviewEnded" }
          : { kind: "published" };
        return { view, content: await publishedContent() };
      }
      const [published, drafts] = await Promise.all([
        publishedContent(),
        readContent({ draft: true, only: "services" }),
      ]);
      return {
        view: {
          kind: "review",
          title: drafts.services.en[check.slug]?.title ?? check.slug,
        },
        content: withDraftOf(published, drafts, check.slug),
      };
    }
    const preview = jar.get(cmsPreviewCookie)?.value;
    const editor = preview
      ? await database()
          .then((db) => editorFromPreviewCookie(db, preview, now))
          .catch(() => undefined)
      : undefined;
    if (!editor) {
      return { view: { kind: "published" }, content: await publishedContent() };
    }
    return {
      view: { kind: "drafts" },
      content: await readContent({ draft: true }),
    };
  },
);

/**
 * What a page shows: the published catalogue, or in Draft Mode (docs/cms.md)
 * an editor's latest drafts, or a reviewer's one service's draft. Never
 * what a booking is priced at.
 */
export async function shownCatalogue(): Promise<PublishedCatalogue> {
  // Draft Mode's bypass is also how proxy.ts has a page made on request after
  // a publish; its header says the page shows what is published.
  if (
    (await draftMode()).isEnabled &&
    (await headers()).get(publishedLiveHeader) !== "1"
  ) {
    const { view, content } = await draftView();
    noteShownView(view);
    return catalogueFrom(content);
  }
  return publishedCatalogue();
}

/**
 * The other pages' words (lib/content/pages.ts reads one from it): what is
 * published, read apart from the services, or an editor's drafts.
 */
export async function shownContent(): Promise<PublishedContent> {
  // As shownCatalogue() asks: Draft Mode, and not a page made on request after a publish.
  if (
    (await draftMode()).isEnabled &&
    (await headers()).get(publishedLiveHeader) !== "1"
  ) {
    const { view, content } = await draftView();
    noteShownView(view);
    // A review link opens one service's draft, never a page's.
    if (view.kind === "drafts") return content;
  }
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return buildSnapshot();
  }
  return cachedPages().catch(builtContent);
}
