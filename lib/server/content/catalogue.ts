import "server-only";
import { cookies, draftMode, headers } from "next/headers";
import { cache } from "react";
import { locales, type Locale } from "@/data/locale";
import { services } from "@/data/services";
import { publishedLiveHeader } from "@/lib/cms/live";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageDocumentLabel } from "@/lib/cms/page-kinds";
import { reviewCookie, type ReviewTarget } from "@/lib/cms/review-links";
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

/** The published content with one service's or page's latest draft in every language. */
function withDraftOf(
  published: PublishedContent,
  drafts: PublishedContent,
  target: ReviewTarget,
): PublishedContent {
  if (target.kind === "service") {
    const services = Object.fromEntries(
      locales.map((locale) => {
        const draft = drafts.services[locale][target.slug];
        const held = published.services[locale];
        return [locale, draft ? { ...held, [target.slug]: draft } : held];
      }),
    ) as PublishedContent["services"];
    return { ...published, services };
  }
  const { kind, key } = target;
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const draft = drafts.pages[kind]?.[locale]?.[key];
      const held = published.pages[kind]?.[locale] ?? {};
      return [locale, draft === undefined ? held : { ...held, [key]: draft }];
    }),
  );
  const choices = drafts.choices?.[kind]?.[key];
  return {
    ...published,
    pages: { ...published.pages, [kind]: byLocale },
    choices: choices
      ? {
          ...published.choices,
          [kind]: { ...published.choices?.[kind], [key]: choices },
        }
      : published.choices,
  };
}

/** What the banner names: a service by its English title, a page by its kind in the CMS. */
function reviewTitle(drafts: PublishedContent, target: ReviewTarget): string {
  if (target.kind === "service") {
    return drafts.services.en[target.slug]?.title ?? target.slug;
  }
  return pageDocumentLabel(target.kind, target.key);
}

/**
 * Who a browser in Draft Mode is, asked once per request: Draft Mode's
 * cookie is the same for everyone in it, so the drafts need an editor's
 * preview cookie (lib/server/cms/preview.ts), and a review link's cookie
 * opens its one service's or page's draft while the link is open. Anyone else sees
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
      const { target } = check;
      const service = target.kind === "service";
      const [published, drafts] = await Promise.all([
        service
          ? publishedContent()
          : Promise.all([publishedContent(), publishedPages()]).then(
              ([catalogue, { pages, choices }]) => ({
                ...catalogue,
                pages,
                choices,
              }),
            ),
        readContent({ draft: true, only: service ? "services" : "pages" }),
      ]);
      return {
        view: {
          kind: "review",
          title: reviewTitle(drafts, target),
          of: service ? "service" : "page",
        },
        content: withDraftOf(published, drafts, target),
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
    // A service's review link leaves the other pages as they are published.
    if (
      view.kind === "drafts" ||
      (view.kind === "review" && view.of === "page")
    ) {
      return content;
    }
  }
  return publishedPages();
}

/** The other pages as published, read apart from the services, as publishedContent() reads those. */
async function publishedPages(): Promise<PublishedContent> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return buildSnapshot();
  }
  return cachedPages().catch(builtContent);
}
